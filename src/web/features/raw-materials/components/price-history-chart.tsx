import type { PriceChange } from '../api/offers.ts';

const WIDTH = 320;
const HEIGHT = 64;

/**
 * The cost per purchase unit over time as a small line (one point per change, evenly spaced: the changes, not
 * the calendar, are what a buyer reads here). The table beside it gives the figures.
 */
export function PriceHistoryChart({ history }: { history: PriceChange[] }) {
  if (history.length < 2) return null;
  const values = history.map((change) => Number(change.unitCost));
  const min = Math.min(...values);
  const span = Math.max(...values) - min || 1;
  const points = values
    .map((value, index) => {
      const x = (index / (values.length - 1)) * (WIDTH - 8) + 4;
      const y = HEIGHT - 4 - ((value - min) / span) * (HEIGHT - 8);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  return (
    <svg
      role="img"
      aria-label={`Cost over ${history.length} changes, from ${history[0]!.unitCost} to ${history.at(-1)!.unitCost}`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-16 w-full max-w-xs text-primary"
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
