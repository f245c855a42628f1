import { D } from '../common/decimal.ts';

/**
 * What the assessor's signature covers: the formulation version's own content (what it is, where and how it is
 * used, its exposure category and its recipe, line by line), written as one canonical text so the same content
 * always gives the same SHA-256 (computed by the server). Catalogue data (profiles, compositions) is not the
 * version's content: the safety table shows their current state beside the signature.
 */
export interface AssessedFormulation {
  id: string;
  version: number;
  name: string;
  productType: string;
  applicationArea: string;
  exposure: string;
  exposureCategory: string;
  lines: readonly { ingredientId: string; ounces: string | number }[];
}

export function assessedContent(formulation: AssessedFormulation): string {
  return JSON.stringify({
    id: formulation.id.toLowerCase(),
    version: formulation.version,
    name: formulation.name,
    productType: formulation.productType,
    applicationArea: formulation.applicationArea,
    exposure: formulation.exposure,
    exposureCategory: formulation.exposureCategory,
    // The stored scale (numeric 18,6), whatever form the caller holds them in.
    lines: formulation.lines.map((line) => [line.ingredientId.toLowerCase(), D(line.ounces).toFixed(6)]),
  });
}
