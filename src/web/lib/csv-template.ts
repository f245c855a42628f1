/** A header-only CSV as a link target, made in the browser: nothing to fetch. */
export function csvTemplateHref(columns: readonly string[]): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`${columns.join(',')}\r\n`)}`;
}
