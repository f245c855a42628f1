import type {
  CatalogueFacts,
  DatabaseFacts,
  FormulationFact,
  RawMaterialFact,
  SupplierFact,
} from './facts.ts';

/** Test builders for the advisor's facts (used by the unit tests beside this file). */
export function rawMaterial(
  overrides: Partial<RawMaterialFact> & Pick<RawMaterialFact, 'id'>,
): RawMaterialFact {
  return {
    name: overrides.id,
    inciName: null,
    category: 'active',
    unit: 'oz',
    unitCost: '1.00',
    density: null,
    qualityGrade: 'cosmetic',
    sustainabilityRating: 50,
    naturalOriginIndex: null,
    supplierName: null,
    regulatoryRestrictions: [],
    usageCount: 0,
    ...overrides,
  };
}

export function formulation(
  lines: [string, string][],
  overrides: Partial<FormulationFact> = {},
): FormulationFact {
  return {
    id: 'f1',
    name: 'Test Serum',
    description: null,
    productType: 'serum',
    status: 'draft',
    version: 1,
    batchSize: '1000',
    unitSize: '50',
    targetMargin: '60',
    applicationArea: 'face',
    exposure: 'leave_on',
    lines: lines.map(([ingredientId, ounces]) => ({ ingredientId, ounces })),
    ...overrides,
  };
}

export function supplier(overrides: Partial<SupplierFact> & Pick<SupplierFact, 'name'>): SupplierFact {
  return { id: overrides.name, certifications: [], sustainabilityScore: 50, rating: '4.0', ...overrides };
}

export function facts(inventory: RawMaterialFact[], overrides: Partial<DatabaseFacts> = {}): DatabaseFacts {
  return {
    inventory,
    suppliers: [],
    portfolio: { formulationCount: 0, productTypes: [], highestCost: [] },
    formulations: [],
    catalogue: emptyCatalogue(),
    ...overrides,
  };
}

export function emptyCatalogue(overrides: Partial<CatalogueFacts> = {}): CatalogueFacts {
  return { compositions: new Map(), substances: new Map(), rules: [], today: '2026-01-01', ...overrides };
}

/**
 * A catalogue where each raw material is one substance (`s-<id>`, INCI name the id) at 100 % with the catalogue
 * functions given: what the advisor matches stand-ins on.
 */
export function pureCatalogue(functions: Record<string, string[]>): CatalogueFacts {
  const entries = Object.entries(functions);
  return emptyCatalogue({
    substances: new Map(
      entries.map(([id, fns]) => [
        `s-${id}`,
        {
          id: `s-${id}`,
          inciName: id,
          functions: fns,
          naturalOriginIndex: null,
          isWater: false,
          allergen: false,
          countsAs: [],
        },
      ]),
    ),
    compositions: new Map(
      entries.map(([id]) => [
        id,
        [{ substanceId: `s-${id}`, percent: '100', minPercent: null, maxPercent: null }],
      ]),
    ),
  });
}
