// Badge colours and list helpers of the dashboard and the cost analysis screen, free of decimal.js and zod, so
// neither screen's first download carries them (docs/product-rules.md, "Budgets").

/** The badge colours the dashboard and the cost analysis screen use (they match the web's Badge variants). */
export type Tone = 'green' | 'yellow' | 'red' | 'blue' | 'purple' | 'gray';

export type ProductTypeIcon = 'cleanser' | 'sun' | 'default';

/**
 * The product-type mark of the dashboard (docs/product-rules.md, "The web app"): "cleanser" gives a cleanser icon in green, text
 * containing "spf" or "sun" a sun icon in purple, anything else the default icon in blue. Product type is free
 * text there, so the check ignores case and surrounding spaces.
 */
export function productTypeAppearance(productType: string | null | undefined): {
  icon: ProductTypeIcon;
  tone: Extract<Tone, 'green' | 'purple' | 'blue'>;
} {
  const text = (productType ?? '').trim().toLowerCase();
  if (text === 'cleanser') return { icon: 'cleanser', tone: 'green' };
  if (text.includes('spf') || text.includes('sun')) return { icon: 'sun', tone: 'purple' };
  return { icon: 'default', tone: 'blue' };
}

const DASHBOARD_STATUS_TONES: Record<string, Tone> = {
  approved: 'green',
  in_development: 'yellow',
  compliance_review: 'red',
  testing: 'blue',
};

/** Status badge colours of the dashboard table (docs/product-rules.md, "The web app"): draft and every other status gray. */
export function dashboardStatusTone(status: string): Tone {
  return DASHBOARD_STATUS_TONES[status] ?? 'gray';
}

const FORMULATION_STATUS_TONES: Record<string, Tone> = {
  draft: 'gray',
  in_development: 'blue',
  testing: 'yellow',
  compliance_review: 'purple',
  approved: 'green',
};

/**
 * The other reading of the status colours (docs/product-rules.md, "The web app"; formulations page: draft grey, in development blue,
 * testing yellow, compliance review purple, approved green), which the cost analysis table follows too.
 */
export function formulationStatusTone(status: string): Tone {
  return FORMULATION_STATUS_TONES[status] ?? 'gray';
}

/** The words shown beside the cost/unit colour, so colour is never the only signal. */
export const COST_LEVEL_LABELS = { green: 'Low', yellow: 'Medium', red: 'High' } as const;
export type CostLevelLabel = (typeof COST_LEVEL_LABELS)[keyof typeof COST_LEVEL_LABELS];

/**
 * Cost/unit colour of the cost analysis table (green below 5, yellow below 10, red otherwise) and its word.
 * Compared as a JavaScript number, which keeps decimal.js out of the screen's first download: costs are stored
 * at 4 decimals, so a cost near 5 or 10 has a handful of significant digits, and any decimal of up to 15 of them
 * converts to the nearest double without crossing a whole number. "4.9999" stays below 5.
 */
export function costPerUnitLevel(costPerUnit: string | number): {
  tone: 'green' | 'yellow' | 'red';
  label: CostLevelLabel;
} {
  const value = Number(costPerUnit);
  const tone = value < 5 ? 'green' : value < 10 ? 'yellow' : 'red';
  return { tone, label: COST_LEVEL_LABELS[tone] };
}

/**
 * The dashboard's "Active Formulations" list: the newest `limit` formulations among several lists (one per
 * active status, each already newest first), newest first; ties keep the lists' order.
 */
export function newestFirst<T extends { createdAt: string }>(
  lists: readonly (readonly T[])[],
  limit: number,
): T[] {
  return lists
    .flat()
    .map((item, index) => ({ item, index, time: Date.parse(item.createdAt) }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .slice(0, Math.max(0, limit))
    .map(({ item }) => item);
}
