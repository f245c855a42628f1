import loadHighs from 'highs';
import type { LinearProgram } from './program.ts';

/**
 * The optimizer's one door to its solver (docs/product-rules.md, "The optimizer"): HiGHS compiled to WebAssembly (the `highs` package),
 * loaded once per process. A program goes in as CPLEX LP text with variables x0..xn and the rows' own names; out
 * come the values, the constraints that bind, or, when nothing satisfies them all, an irreducible set of
 * conflicting ones (HiGHS's IIS).
 */
export type SolveResult =
  | {
      status: 'optimal';
      values: number[];
      /** Rows at a bound. */
      bindingRows: string[];
      /** Variables at a bound, with which one. */
      boundVariables: { index: number; bound: 'lower' | 'upper' }[];
    }
  | {
      status: 'infeasible';
      conflictRows: string[];
      conflictVariables: { index: number; bound: 'lower' | 'upper' | 'both' }[];
    };

let highs: ReturnType<typeof loadHighs> | undefined;

/** Decimal text without an exponent, which the LP reader would otherwise have to parse. */
function number(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(12).replace(/0+$/, '').replace(/\.$/, '');
}

function term(coefficient: number, variable: string, first: boolean): string {
  const sign = coefficient < 0 ? '-' : first ? '' : '+';
  return `${sign} ${number(Math.abs(coefficient))} ${variable}`;
}

export function lpText(program: LinearProgram): string {
  const variables = program.costs.map((_, index) => `x${index}`);
  const objective = program.costs.map((cost, index) => term(cost, variables[index]!, index === 0)).join(' ');
  const rows = program.rows.flatMap((row) => {
    const used = row.coefficients.flatMap((coefficient, index) =>
      coefficient === 0 ? [] : [[coefficient, index] as const],
    );
    if (used.length === 0) return [];
    const expression = used
      .map(([coefficient, index], position) => term(coefficient, variables[index]!, position === 0))
      .join(' ');
    if (row.lower !== null && row.upper !== null && row.lower === row.upper)
      return [` ${row.name}: ${expression} = ${number(row.lower)}`];
    if (row.lower !== null && row.upper !== null)
      return [` ${row.name}: ${number(row.lower)} <= ${expression} <= ${number(row.upper)}`];
    return [
      ` ${row.name}: ${expression} ${row.upper !== null ? '<=' : '>='} ${number((row.upper ?? row.lower)!)}`,
    ];
  });
  const bounds = variables.map(
    (variable, index) =>
      ` ${number(program.lower[index]!)} <= ${variable} <= ${number(program.upper[index]!)}`,
  );
  return [
    'Minimize',
    ` cost: ${objective || '0 x0'}`,
    'Subject To',
    ...rows,
    'Bounds',
    ...bounds,
    'End',
  ].join('\n');
}

/** HiGHS's IIS bound codes (constants.iis): lower, upper, boxed. 1 (free) is a column whose bounds take no part. */
const BOUND = { 2: 'lower', 3: 'upper', 4: 'both' } as const;
/**
 * constants.iis.strategyRowPriority. The default ("light") strategy only reports conflicts visible without a
 * solve (one row against its variables' bounds); a floor that needs many lines' upper bounds to show its
 * conflict came back empty, and the user was told "infeasible" with no reason.
 */
const IIS_ROW_PRIORITY = 6;

export async function solveLinearProgram(program: LinearProgram): Promise<SolveResult> {
  highs ??= loadHighs();
  const solver = await highs;
  const text = lpText(program);
  const result = solver.solve(text, { output_flag: false });
  if (result.Status === 'Optimal') {
    const columns = Object.values(result.Columns) as { Index: number; Primal: number; Status?: string }[];
    const values = program.costs.map(() => 0);
    const boundVariables: { index: number; bound: 'lower' | 'upper' }[] = [];
    for (const column of columns) {
      values[column.Index] = column.Primal;
      if (column.Status === 'LB' || column.Status === 'UB')
        boundVariables.push({ index: column.Index, bound: column.Status === 'LB' ? 'lower' : 'upper' });
    }
    const bindingRows = (result.Rows as { Name: string; Status?: string }[])
      .filter((row) => row.Status === 'UB' || row.Status === 'LB')
      .map((row) => row.Name);
    return { status: 'optimal', values, bindingRows, boundVariables };
  }
  // Infeasible: ask HiGHS for an irreducible set of constraints that cannot hold together.
  const model = solver.createModel({ format: 'lp', data: text });
  try {
    model.options.set('output_flag', false);
    model.options.set('iis_strategy', IIS_ROW_PRIORITY);
    model.run();
    const iis = model.getIis();
    const names = program.rows
      .filter((row) => row.coefficients.some((value) => value !== 0))
      .map((row) => row.name);
    return {
      status: 'infeasible',
      conflictRows: [...iis.rowIndex].map((index) => names[index]!).filter(Boolean),
      conflictVariables: [...iis.colIndex].flatMap((index, position) => {
        const bound = BOUND[iis.colBound[position] as 2 | 3 | 4];
        return bound ? [{ index, bound }] : [];
      }),
    };
  } finally {
    model.dispose();
  }
}
