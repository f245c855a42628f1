import { describe, expect, it } from 'vitest';
import {
  casNumbers,
  colourIndex,
  ecNumbers,
  ingredientNames,
  inlineInciNames,
  nameList,
} from './identifiers.ts';

describe('CAS and EC cells', () => {
  it('splits on "/", ";", "," and " - ", and reads "-" as none', () => {
    expect(casNumbers('7664-41-7 / 1336-21-6').map((n) => n.value)).toEqual(['7664-41-7', '1336-21-6']);
    expect(casNumbers('89-78-1; 2216-51-5;').map((n) => n.value)).toEqual(['89-78-1', '2216-51-5']);
    expect(casNumbers('52-01-7 - 6130-75-8').map((n) => n.value)).toEqual(['52-01-7', '6130-75-8']);
    expect(casNumbers('-')).toEqual([]);
    expect(ecNumbers('253-242-6/-')).toEqual([{ value: '253-242-6', valid: true }]);
  });

  it('reads past the numbering of a group, "[1]" or "(1)", and qualifiers like "(sulfate)"', () => {
    expect(casNumbers('12008-41-2 [1] / 12280-03-4 [2]').map((n) => n.value)).toEqual([
      '12008-41-2',
      '12280-03-4',
    ]);
    expect(casNumbers('(1) 6408-72-6/(2) 29244-37-3').map((n) => n.value)).toEqual([
      '6408-72-6',
      '29244-37-3',
    ]);
    expect(casNumbers('615-66-7; 61702-44-1 (sulfate)').map((n) => n.value)).toEqual([
      '615-66-7',
      '61702-44-1',
    ]);
  });

  it('joins a number the typesetting broke after a hyphen', () => {
    expect(casNumbers('8016-88-4; 68916-96- 1').map((n) => n.value)).toEqual(['8016-88-4', '68916-96-1']);
  });

  it('keeps a number whose check digit fails, flagged', () => {
    // 69-72-7 salicylic acid: 2x1 + 7x2 + 9x3 + 6x4 = 67 -> 7. 69-72-8 fails; "54381-16-" has no check digit.
    expect(casNumbers('69-72-7 / 69-72-8 / 54381-16-')).toEqual([
      { value: '69-72-7', valid: true },
      { value: '69-72-8', valid: false },
      { value: '54381-16-', valid: false },
    ]);
  });
});

describe('names', () => {
  it('splits identified ingredients on commas but keeps locants inside a name', () => {
    expect(ingredientNames('AMMONIUM THIOGLYCOLATE,CALCIUM THIOGLYCOLATE')).toEqual([
      'AMMONIUM THIOGLYCOLATE',
      'CALCIUM THIOGLYCOLATE',
    ]);
    expect(
      ingredientNames("2,4-DIAMINOPHENOXYETHANOL HCL,N,N'-BIS(2-HYDROXYETHYL)-2-NITRO-P-PHENYLENEDIAMINE"),
    ).toEqual(['2,4-DIAMINOPHENOXYETHANOL HCL', "N,N'-BIS(2-HYDROXYETHYL)-2-NITRO-P-PHENYLENEDIAMINE"]);
    expect(
      ingredientNames('1,3-BIS-(2,4-DIAMINOPHENOXY)PROPANE,1,3-BIS-(2,4-DIAMINOPHENOXY)PROPANE HCL'),
    ).toEqual(['1,3-BIS-(2,4-DIAMINOPHENOXY)PROPANE', '1,3-BIS-(2,4-DIAMINOPHENOXY)PROPANE HCL']);
    expect(ingredientNames(',,,,')).toEqual([]);
  });

  it('splits an INCI column on "/", ";" and ", "', () => {
    expect(nameList('BENZOIC ACID; SODIUM BENZOATE')).toEqual(['BENZOIC ACID', 'SODIUM BENZOATE']);
    expect(nameList('POTASSIUM CHLORATE / SODIUM CHLORATE')).toEqual([
      'POTASSIUM CHLORATE',
      'SODIUM CHLORATE',
    ]);
    expect(nameList("N,N'-BIS(2-HYDROXYETHYL)-2-NITRO-P-PHENYLENEDIAMINE")).toEqual([
      "N,N'-BIS(2-HYDROXYETHYL)-2-NITRO-P-PHENYLENEDIAMINE",
    ]);
  });

  it('tells CI numbers from other names in Annex IV', () => {
    expect(colourIndex('CI 26100 /SOLVENT RED 23')).toEqual({
      colourIndexNumbers: ['CI 26100'],
      names: ['SOLVENT RED 23'],
    });
  });

  it('finds the INCI names an Annex II chemical name gives inline', () => {
    expect(inlineInciNames('Isobutyl 4-hydroxybenzoate (INCI: Isobutylparaben) /Sodium salt')).toEqual([
      'Isobutylparaben',
    ]);
    expect(inlineInciNames("3-(4'-methylbenzylidene)-camphor; [INCI: 4-Methylbenzylidene Camphor]")).toEqual([
      '4-Methylbenzylidene Camphor',
    ]);
    expect(inlineInciNames('Spironolactone (INN)')).toEqual([]);
  });
});
