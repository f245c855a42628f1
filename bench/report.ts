/** The bench's one table: each figure beside its baseline from the same run, its ratio and its budget. */
const rows: string[][] = [];
const failures: string[] = [];

export function row(
  metric: string,
  value: string,
  baseline: string,
  ratio: string,
  budget: string,
  ok: boolean | null,
) {
  rows.push([metric, value, baseline, ratio, budget, ok === null ? '' : ok ? 'ok' : 'MISSED']);
  if (ok === false) failures.push(metric);
}

export function printReport() {
  const header = ['metric', 'value', 'baseline', 'ratio', 'budget', ''];
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((r) => r[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
  for (const r of rows) console.log(line(r));
  console.log(
    failures.length
      ? `\nbench: ${failures.length} budget(s) missed: ${failures.join('; ')}`
      : '\nbench: every budget met',
  );
}
