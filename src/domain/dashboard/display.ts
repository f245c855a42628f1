import type { DecimalInput } from '../formulation/cost.ts';
import { costPerUnitTone } from '../formulation/cost-summary.ts';

import { COST_LEVEL_LABELS, type CostLevelLabel } from './tones.ts';

// The decimal-free helpers live in tones.ts, so the dashboard's first download stays small (DESIGN §14).
export {
  COST_LEVEL_LABELS,
  type CostLevelLabel,
  dashboardStatusTone,
  formulationStatusTone,
  newestFirst,
  type ProductTypeIcon,
  productTypeAppearance,
  type Tone,
} from './tones.ts';

/** Cost/unit colour of the cost analysis table (green below 5, yellow below 10, red otherwise) and its word. */
export function costPerUnitLevel(costPerUnit: DecimalInput): {
  tone: 'green' | 'yellow' | 'red';
  label: CostLevelLabel;
} {
  const tone = costPerUnitTone(costPerUnit);
  return { tone, label: COST_LEVEL_LABELS[tone] };
}
