import type { RuleExposure } from '../compliance/constants.ts';
import type { ApplicationArea, ProductType } from '../formulation/constants.ts';

/** One product category of the annexes and what it is in the project's own conditions. */
export interface CategoryDefinition {
  label: string;
  /** Whole-item patterns on the normalised wording (see `normaliseProductWording`). */
  wordings: readonly RegExp[];
  /**
   * The application areas of the project these products are used on: empty for any area (leave-on
   * products), null when the project has no such products (depilatories, sprays, children's products).
   */
  areas: readonly ApplicationArea[] | null;
  exposure?: RuleExposure;
  productTypes?: readonly ProductType[];
  /** Whether the project's conditions name exactly these products (false: wider or approximate). */
  exact: boolean;
}
