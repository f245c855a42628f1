import { describe, expect, it } from 'vitest';
import type { FormulationDetail, FormulationLine } from '../../../../domain/formulation/formulation.ts';
import { emptyFormValues, toFormValues } from './form-values.ts';
import { toSpecificationValues } from './procedure-values.ts';

const formulation = {
  id: 'f1',
  name: 'Matte Defense',
  description: null,
  productType: 'moisturizer',
  targetSkinType: null,
  status: 'rejected',
  batchSize: '1000.000000',
  unitSize: '50.000000',
  targetMargin: '62.50',
  version: 1,
  revision: 3,
} as FormulationDetail;

const line = (ingredientId: string, ounces: string) => ({ ingredientId, ounces }) as FormulationLine;

describe('form values', () => {
  it('a new formulation starts with the spec defaults and no lines', () => {
    expect(emptyFormValues()).toEqual({
      name: '',
      description: '',
      productType: '',
      targetSkinType: '',
      status: 'draft',
      batchSize: '1000',
      unitSize: '50',
      targetMargin: '60',
      // Conditions of use until a product type suggests others (docs/product-rules.md, "Compliance").
      applicationArea: 'face',
      exposure: 'leave_on',
      // No IFRA category until picked: the server defaults it from the use (ADR 063).
      ifraCategory: '',
      // The EU and 10,000 units a year until the formulator says otherwise (ADRs 058, 059).
      markets: ['EU'],
      yearlyVolume: '10000',
      entryMode: 'ounces',
      ingredients: [],
      phases: [],
      specification: toSpecificationValues(null),
    });
  });

  it('reads a stored formulation into the edit form', () => {
    const values = toFormValues(formulation, [line('water', '600.000000'), line('niacinamide', '12.500000')]);
    expect(values).toEqual({
      name: 'Matte Defense',
      description: '',
      productType: 'moisturizer',
      targetSkinType: '',
      // rejected stays rejected unless the user picks another status.
      status: 'rejected',
      batchSize: '1000',
      unitSize: '50',
      targetMargin: '62.5',
      applicationArea: undefined,
      exposure: undefined,
      ifraCategory: '',
      markets: ['EU'],
      yearlyVolume: '10000',
      entryMode: 'ounces',
      // 600 / 1000 x 100 = 60 %; 12.5 / 1000 x 100 = 1.25 %.
      ingredients: [
        { ingredientId: 'water', ounces: '600', percent: '60', qs: false, phase: '' },
        { ingredientId: 'niacinamide', ounces: '12.5', percent: '1.25', qs: false, phase: '' },
      ],
      phases: [],
      specification: toSpecificationValues(null),
    });
  });

  it('reads a formulation entered in % with its q.s. line, phases and specification', () => {
    const values = toFormValues(
      {
        ...formulation,
        batchSize: '100.000000',
        entryMode: 'percent',
        phases: [{ code: 'A', name: 'Water phase', steps: [] }],
        specification: {
          ph: { min: '5.0', max: '5.5' },
          viscosity: { min: null, max: null },
          density: { min: null, max: null },
          appearance: null,
          colour: 'White',
          odour: null,
        },
      },
      [
        { ...line('water', '99.999600'), percent: '99.999600', qs: true, phase: 'A' },
        { ...line('dye', '0.000400'), percent: '0.000400', qs: false, phase: null },
      ],
    );
    expect(values.entryMode).toBe('percent');
    // The % as entered, without trailing zeros: 0.0004, not the 4-decimal share of the batch.
    expect(values.ingredients).toEqual([
      { ingredientId: 'water', ounces: '99.9996', percent: '99.9996', qs: true, phase: 'A' },
      { ingredientId: 'dye', ounces: '0.0004', percent: '0.0004', qs: false, phase: '' },
    ]);
    expect(values.phases).toEqual([{ code: 'A', name: 'Water phase', steps: [] }]);
    expect(values.specification.ph).toEqual({ min: '5.0', max: '5.5' });
    expect(values.specification.colour).toBe('White');
  });

  it('keeps a form status as it is', () => {
    expect(toFormValues({ ...formulation, status: 'compliance_review' }, []).status).toBe(
      'compliance_review',
    );
  });
});
