// Display helpers of the inventory, free of zod so the screen's first download stays small (docs/product-rules.md, "Budgets").

/** Sustainability colour of the inventory table: green at 80+, yellow at 60+, red below. */
export function sustainabilityTone(rating: number): 'green' | 'yellow' | 'red' {
  return rating >= 80 ? 'green' : rating >= 60 ? 'yellow' : 'red';
}
