import { describe, expect, it } from 'vitest';
import {
  applyChanges,
  changesText,
  governedChanges,
  governedValues,
  stillApplies,
} from './substance-changes.ts';

const NAMES = new Map([
  ['acid', 'Salicylic Acid'],
  ['retinol', 'Retinol'],
]);
const onFile = governedValues({
  allergen: false,
  casNumbers: ['78-70-6'],
  naturalOriginIndex: '0.900',
  countsAs: [],
});

describe('governedChanges', () => {
  it('lists each governed field that differs, in words, in a fixed order', () => {
    const asked = governedValues({
      allergen: true,
      casNumbers: ['78-70-6', '126-91-0'],
      naturalOriginIndex: 0.95,
      countsAs: [{ substanceId: 'acid', factor: 0.8627 }],
    });
    expect(
      governedChanges(onFile, asked, NAMES).map(({ field, fromText, toText }) => [field, fromText, toText]),
    ).toEqual([
      ['allergen', 'No', 'Yes'],
      ['casNumbers', '78-70-6', '78-70-6, 126-91-0'],
      ['naturalOriginIndex', '0.9', '0.95'],
      ['countsAs', 'none', 'Salicylic Acid x 0.8627'],
    ]);
  });

  it('sees no change in the same CAS numbers in another order or a number typed with more zeros', () => {
    const file = governedValues({
      allergen: true,
      casNumbers: ['5989-27-5', '138-86-3'],
      naturalOriginIndex: '1.000',
      countsAs: [{ substanceId: 'retinol', factor: '0.546000' }],
    });
    const asked = governedValues({
      allergen: true,
      casNumbers: ['138-86-3', '5989-27-5', '138-86-3'],
      naturalOriginIndex: 1,
      countsAs: [{ substanceId: 'retinol', factor: 0.546 }],
    });
    expect(governedChanges(file, asked, NAMES)).toEqual([]);
  });

  it('names no data and no links as "none"', () => {
    const cleared = governedValues({
      allergen: false,
      casNumbers: [],
      naturalOriginIndex: null,
      countsAs: [],
    });
    const text = changesText(governedChanges(onFile, cleared, NAMES));
    expect(text).toBe('CAS numbers: 78-70-6 → none; Natural origin index: 0.9 → none');
  });
});

describe('stillApplies and applyChanges', () => {
  const changes = governedChanges(
    onFile,
    governedValues({ ...onFile, allergen: true, countsAs: [{ substanceId: 'acid', factor: '0.8627' }] }),
    NAMES,
  );

  it('applies the proposed values over what is on file, leaving the rest', () => {
    expect(stillApplies(onFile, changes)).toBe(true);
    expect(applyChanges(onFile, changes)).toEqual({
      allergen: true,
      casNumbers: ['78-70-6'],
      naturalOriginIndex: '0.900',
      countsAs: [{ substanceId: 'acid', factor: '0.862700' }],
    });
  });

  it('refuses once a changed field no longer holds what the change was proposed against', () => {
    expect(stillApplies({ ...onFile, allergen: true }, changes)).toBe(false);
    // A field the proposal does not touch may have changed meanwhile.
    expect(stillApplies({ ...onFile, naturalOriginIndex: '0.500' }, changes)).toBe(true);
  });
});
