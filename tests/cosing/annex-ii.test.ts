import { describe, expect, it } from 'vitest';
import { prohibition } from '../support/cosing-files.ts';

/**
 * Annex II (prohibited substances), entries checked field by field against the export's own cells
 * (../shared/data/cosing/COSING_Annex_II_v2.txt).
 */
describe('Annex II: prohibitions', () => {
  it('II/1730 4-methylbenzylidene camphor: a ban by CAS and EC, with its regulation and update date', () => {
    const found = prohibition('1730');
    expect(found).toMatchObject({
      annex: 'II',
      referenceNumber: '1730',
      occurrence: 1,
      deleted: false,
      chemicalName: "3-(4'-methylbenzylidene)-camphor; [INCI: 4-Methylbenzylidene Camphor]",
      // The INCI name the chemical name gives inline, and the identified ingredient.
      inciNames: ['4-Methylbenzylidene Camphor'],
      identifiedIngredients: ['4-METHYLBENZYLIDENE CAMPHOR'],
      // "36861-47-9/38102-62-4" and "253-242-6/-": split on "/", "-" meaning none.
      casNumbers: [
        { value: '36861-47-9', valid: true },
        { value: '38102-62-4', valid: true },
      ],
      ecNumbers: [{ value: '253-242-6', valid: true }],
      regulation: '(EU) 2024/996',
      cmr: null,
      updateDate: '2024-04-04',
      needsReview: false,
      reviewReasons: [],
    });
    expect(found.cells['CAS Number']).toBe('36861-47-9/38102-62-4');
  });

  it('II/16 alkyne alcohols: a ban on a group found by its identified INCI name, without CAS or EC', () => {
    expect(prohibition('16')).toMatchObject({
      chemicalName: 'Alkyne alcohols, their esters, ethers and salts',
      casNumbers: [],
      ecNumbers: [],
      // The cell is ",,TETRAMETHYL DECYNEDIOL": empty items dropped.
      identifiedIngredients: ['TETRAMETHYL DECYNEDIOL'],
      regulation: '(EC) 2009/1223',
      updateDate: '2010-10-17',
      needsReview: false,
    });
  });

  it('II/4 spironolactone: CAS, EC and identified INCI name', () => {
    expect(prohibition('4')).toMatchObject({
      chemicalName: 'Spironolactone (INN)',
      casNumbers: [{ value: '52-01-7', valid: true }],
      ecNumbers: [{ value: '200-133-6', valid: true }],
      identifiedIngredients: ['SPIRONOLACTONE'],
      updateDate: '2010-10-15',
    });
  });

  it('II/38: three rows under one reference number, each its own substance, with the CMR column', () => {
    const rows = [1, 2, 3].map((occurrence) => prohibition('38', occurrence));
    expect(rows.map((row) => row.chemicalName)).toEqual([
      'Anthracene oil',
      'Distillates (coal tar), pitch, pyrene fraction',
      'Distillates (coal tar), pitch',
    ]);
    expect(rows.map((row) => row.casNumbers.map((cas) => cas.value))).toEqual([
      ['120-12-7'],
      ['91995-52-7'],
      ['101316-49-8'],
    ]);
    expect(rows.every((row) => row.cmr === 'Carcinogenic Cat. 1B()')).toBe(true);
    expect(rows.map((row) => row.updateDate)).toEqual(['2010-10-17', '2016-10-04', '2016-10-04']);
    // ",,,,,,,," identifies nothing.
    expect(rows[0]!.identifiedIngredients).toEqual([]);
  });

  it('II/1396 borates: numbered CAS lists read past their "[1]" marks and "-" placeholders', () => {
    const borates = prohibition('1396');
    // Twelve substances numbered [1] to [12]; the sixth has no CAS number ("-[6]").
    expect(borates.casNumbers).toHaveLength(11);
    expect(borates.casNumbers[0]).toEqual({ value: '12008-41-2', valid: true });
    expect(borates.casNumbers.every((cas) => cas.valid)).toBe(true);
    expect(borates.identifiedIngredients.slice(0, 3)).toEqual([
      'MEA-BORATE',
      'MIPA-BORATE',
      'PHENYL MERCURIC BORATE',
    ]);
  });

  it('II/1084: an ELINCS number issued with check digit 1 is valid', () => {
    expect(prohibition('1084').ecNumbers).toEqual([{ value: '418-210-1', valid: true }]);
    expect(prohibition('1084').needsReview).toBe(false);
  });

  it('II/1712: numbers in the wrong columns are kept, flagged, and put the entry up for review', () => {
    const found = prohibition('1712');
    expect(found.casNumbers).toEqual([{ value: '607-285-6', valid: false }]);
    expect(found.ecNumbers).toEqual([{ value: '239110-15-7', valid: false }]);
    expect(found.needsReview).toBe(true);
    expect(found.reviewReasons).toEqual([
      'CAS number "607-285-6" is not a valid CAS number (shape or check digit); it reads as a valid EC number: the columns may be swapped',
      'EC number "239110-15-7" is not a valid EC number (shape or check digit); it reads as a valid CAS number: the columns may be swapped',
    ]);
  });

  it('II/1375 isobutylparaben: its inline INCI name, and a CAS cell holding an EC number', () => {
    const found = prohibition('1375');
    expect(found.inciNames).toEqual(['Isobutylparaben']);
    expect(found.casNumbers.map((cas) => cas.value)).toEqual(['4247-02-3', '224-208-8']);
    expect(found.casNumbers.map((cas) => cas.valid)).toEqual([true, false]);
    expect(found.needsReview).toBe(true);
  });

  it('II/39 antibiotics: a group named only by words is left for review', () => {
    expect(prohibition('39')).toMatchObject({
      chemicalName: 'Antibiotics',
      needsReview: true,
      reviewReasons: ['Names its substances only by a chemical name: no CAS or EC number, no INCI name'],
    });
  });

  it('II/80: a "Moved or deleted" row is kept as deleted, never for review', () => {
    expect(prohibition('80')).toMatchObject({ deleted: true, needsReview: false, casNumbers: [] });
  });
});
