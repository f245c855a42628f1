import type { RuleExposure } from '../compliance/constants.ts';
import type { ApplicationArea, ProductType } from '../formulation/constants.ts';
import type { ProductScope, ProjectScope } from './cosing-schema.ts';
import { categoryDefinition, type ProductCategory } from './product-categories.ts';

/**
 * A condition's products in the project's own terms (the conditions a rule carries: product types,
 * application areas, exposure). Categories the project cannot express are listed as `unexpressed`; an
 * exclusion removes an application area only when it names a whole area ("not in oral products"), never
 * when it names products within one ("except body lotion"), which the rules express by specificity instead
 * (ADR 009). Null when the condition names only products the project has no such thing as (depilatories).
 */
export function projectScopeOf(scope: ProductScope): ProjectScope | null {
  const included = scope.include.map((key) => ({ key, ...categoryDefinition(key) }));
  const mapped = included.filter((category) => category.areas !== null);
  const unexpressed = new Set<ProductCategory>(included.filter((c) => c.areas === null).map((c) => c.key));
  if (included.length > 0 && mapped.length === 0) return null;

  let exact = included.every((category) => category.exact);
  const areas = mapped.some((category) => category.areas!.length === 0)
    ? null
    : unique(mapped.flatMap((category) => category.areas as ApplicationArea[]));
  const exposures = unique(mapped.map((category) => category.exposure ?? 'all'));
  let exposure: RuleExposure = 'all';
  if (exposures.length === 1) exposure = exposures[0]!;
  else if (exposures.length > 1) exact = false;
  const productTypes = mapped.every((category) => category.productTypes)
    ? unique(mapped.flatMap((category) => category.productTypes as ProductType[]))
    : null;

  const excludedApplicationAreas: ApplicationArea[] = [];
  for (const key of scope.exclude) {
    const category = categoryDefinition(key);
    // "Not in oral products" excludes the oral area; "except makeup remover" names products, not an area.
    const wholeAreas =
      category.areas?.length &&
      !category.exposure &&
      !category.productTypes &&
      (category.exact || key === 'mucous_membranes');
    if (wholeAreas) excludedApplicationAreas.push(...category.areas!);
    else unexpressed.add(key);
    if (!category.exact) exact = false;
  }
  if (unexpressed.size > 0) exact = false;
  return {
    productTypes: productTypes?.length ? productTypes : null,
    applicationAreas: areas?.length ? areas : null,
    exposure,
    excludedApplicationAreas: unique(excludedApplicationAreas),
    unexpressed: [...unexpressed],
    exact,
  };
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
