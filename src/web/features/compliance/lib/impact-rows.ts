import type { ImpactFormulation } from '../../../../domain/compliance/impact-schema.ts';

/** The impact table's sortable columns (ADR 071). */
export type ImpactColumn = 'name' | 'reason' | 'feasible' | 'changePerUnit' | 'changePerYear';
export type ImpactSort = ImpactColumn | `-${ImpactColumn}`;

/** "Feasible", "Not feasible" or, with no lines to change, "No recipe". */
export function feasibilityLabel(item: ImpactFormulation): string {
  if (!item.reformulation) return 'No recipe';
  return item.reformulation.feasible ? 'Feasible' : 'Not feasible';
}

/** The first reason, and how many more: what the row shows and sorts by. */
export function reasonText(item: ImpactFormulation): string {
  const [first, ...rest] = item.findings;
  if (!first) return '';
  return rest.length ? `${first.message} (+${rest.length} more)` : first.message;
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });

/** Null figures (no feasible recipe) sort after every number, whichever the direction. */
function byFigure(a: string | null, b: string | null, sign: number): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return sign * (Number(a) - Number(b));
}

/** The rows sorted on the client: the answer holds every failing formulation at once. */
export function sortImpact(rows: readonly ImpactFormulation[], sort: ImpactSort): ImpactFormulation[] {
  const descending = sort.startsWith('-');
  const column = (descending ? sort.slice(1) : sort) as ImpactColumn;
  const sign = descending ? -1 : 1;
  const compare = (a: ImpactFormulation, b: ImpactFormulation): number => {
    switch (column) {
      case 'name':
        return sign * (byText(a.name, b.name) || a.version - b.version);
      case 'reason':
        return sign * byText(reasonText(a), reasonText(b));
      case 'feasible':
        return sign * byText(feasibilityLabel(a), feasibilityLabel(b));
      case 'changePerUnit':
        return byFigure(a.reformulation?.changePerUnit ?? null, b.reformulation?.changePerUnit ?? null, sign);
      case 'changePerYear':
        return byFigure(a.reformulation?.changePerYear ?? null, b.reformulation?.changePerYear ?? null, sign);
      default:
        return 0;
    }
  };
  // Ties keep the server's order (by name and version).
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => compare(a.row, b.row) || a.index - b.index)
    .map(({ row }) => row);
}
