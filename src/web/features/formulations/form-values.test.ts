import { describe, expect, it } from 'vitest';
import type { Formulation, FormulationLine } from '../../../domain/formulation/formulation.ts';
import { emptyFormValues, toFormValues } from './form-values.ts';

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
} as Formulation;

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
      // Conditions of use until a product type suggests others (DESIGN §9).
      applicationArea: 'face',
      exposure: 'leave_on',
      ingredients: [],
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
      // 600 / 1000 x 100 = 60 %; 12.5 / 1000 x 100 = 1.25 %.
      ingredients: [
        { ingredientId: 'water', ounces: '600', percent: '60' },
        { ingredientId: 'niacinamide', ounces: '12.5', percent: '1.25' },
      ],
    });
  });

  it('keeps a form status as it is', () => {
    expect(toFormValues({ ...formulation, status: 'compliance_review' }, []).status).toBe(
      'compliance_review',
    );
  });
});
