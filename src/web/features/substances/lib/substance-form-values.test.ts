import { describe, expect, it } from 'vitest';
import { substanceInputSchema } from '../../../../domain/substance/substance-schema.ts';
import { substanceFormDefaults, toSubstancePayload } from './substance-form-values.ts';

const RETINOL_ID = '3f1c2a4e-0b6d-4f8e-9a1b-2c3d4e5f6a7b';

const stored = {
  id: '8d7e6f5a-4b3c-4d2e-8f1a-0b9c8d7e6f5a',
  inciName: 'Retinyl Palmitate',
  casNumbers: ['79-81-2'],
  ecNumber: '201-228-5',
  synonyms: ['Vitamin A palmitate', '1,2-Retinyl hexadecanoate'],
  functions: ['skin_conditioning', 'antioxidant'],
  allergen: false,
  fragrance: false,
  colourIndex: null,
  nano: false,
  naturalOriginIndex: '0.500',
  annexEntry: 'Annex III/376',
  unreviewed: false,
  countsAs: [{ substanceId: RETINOL_ID, inciName: 'Retinol', factor: '0.546000' }],
  usageCount: 2,
  pendingChanges: [],
  revision: 4,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('substanceFormDefaults', () => {
  it('starts a new substance empty, with no flag set', () => {
    expect(substanceFormDefaults()).toEqual({
      inciName: '',
      casNumbers: '',
      ecNumber: '',
      synonyms: '',
      functions: [],
      allergen: false,
      fragrance: false,
      colourIndex: '',
      nano: false,
      naturalOriginIndex: '',
      annexEntry: '',
      countsAs: [],
    });
  });

  it('shows a stored substance as typed text: lists joined, decimals without trailing zeros', () => {
    expect(substanceFormDefaults(stored)).toEqual({
      inciName: 'Retinyl Palmitate',
      casNumbers: '79-81-2',
      ecNumber: '201-228-5',
      synonyms: 'Vitamin A palmitate\n1,2-Retinyl hexadecanoate',
      functions: ['skin_conditioning', 'antioxidant'],
      allergen: false,
      fragrance: false,
      colourIndex: '',
      nano: false,
      naturalOriginIndex: '0.5',
      annexEntry: 'Annex III/376',
      countsAs: [{ substanceId: RETINOL_ID, inciName: 'Retinol', factor: '0.546' }],
    });
  });
});

describe('toSubstancePayload', () => {
  it('round-trips a stored substance through the shared schema, with the revision read', () => {
    const payload = toSubstancePayload(substanceFormDefaults(stored), 4);
    expect(payload).toEqual({
      inciName: 'Retinyl Palmitate',
      casNumbers: ['79-81-2'],
      ecNumber: '201-228-5',
      // A synonym holding a comma stays whole: synonyms are one a line.
      synonyms: ['Vitamin A palmitate', '1,2-Retinyl hexadecanoate'],
      functions: ['skin_conditioning', 'antioxidant'],
      allergen: false,
      fragrance: false,
      colourIndex: null,
      nano: false,
      naturalOriginIndex: '0.5',
      annexEntry: 'Annex III/376',
      countsAs: [{ substanceId: RETINOL_ID, factor: '0.546' }],
      revision: 4,
    });
    expect(substanceInputSchema.safeParse(payload).success).toBe(true);
  });

  it('splits CAS numbers on commas, semicolons, spaces and lines; blanks become null', () => {
    const payload = toSubstancePayload({
      ...substanceFormDefaults(),
      inciName: '  Linalool ',
      casNumbers: '78-70-6,  126-91-0;\n598-07-4 ',
      synonyms: '\nLinalol\n\n',
    });
    expect(payload).toMatchObject({
      inciName: 'Linalool',
      casNumbers: ['78-70-6', '126-91-0', '598-07-4'],
      ecNumber: null,
      synonyms: ['Linalol'],
      colourIndex: null,
      naturalOriginIndex: null,
      annexEntry: null,
      countsAs: [],
    });
    expect(payload).not.toHaveProperty('revision');
  });

  it('gives the server its messages: a bad CAS check digit, an index over 1, an unpicked counts-as row', () => {
    const result = substanceInputSchema.safeParse(
      toSubstancePayload({
        ...substanceFormDefaults(),
        inciName: 'Linalool',
        // Linalool is 78-70-6: the digits 7870 read from the right (0, 7, 8, 7) times 1..4 are
        // 0 + 14 + 24 + 28 = 66, whose last digit is the check digit 6; 7 is refused.
        casNumbers: '78-70-7',
        naturalOriginIndex: '1.2',
        countsAs: [{ substanceId: '', inciName: '', factor: '0.5' }],
      }),
    );
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      'CAS number 78-70-7 is not valid',
      'Natural origin index must be between 0 and 1',
      'Substance not found',
    ]);
  });
});
