import { CalendarClock, Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { ImpactFormulation } from '../../../../domain/compliance/impact-schema.ts';
import { MARKET_CODES, MARKET_NAMES, type MarketCode } from '../../../../domain/market/constants.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SortableHead } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { downloadText } from '../../../lib/download-text.ts';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { nextSort } from '../../../lib/table-query.ts';
import { toast } from '../../../lib/toast.ts';
import { useImpact } from '../api/impact.ts';
import { feasibilityLabel, type ImpactColumn, type ImpactSort, sortImpact } from '../lib/impact-rows.ts';
import { EnumSelect } from './enum-select.tsx';

/** A year from today: a date far enough ahead to catch the rules already adopted and not yet applying. */
function aYearAhead(): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

/** "+$8.0000" or "-$0.2500": a change says its direction in text, not only by colour. */
function signed(value: string, decimals: number): string {
  const number = Number(value);
  return `${number > 0 ? '+' : ''}${formatMoney(value, decimals)}`;
}

const FEASIBILITY_TONES = { Feasible: 'green', 'Not feasible': 'red', 'No recipe': 'gray' } as const;

function ImpactRow({ item }: { item: ImpactFormulation }) {
  const reformulation = item.reformulation;
  const label = feasibilityLabel(item) as keyof typeof FEASIBILITY_TONES;
  return (
    <TableRow>
      <TableCell className="min-w-40 whitespace-normal">
        <p className="font-medium text-foreground">{item.name}</p>
        <p className="text-muted-foreground text-xs">
          Version {item.version}
          {item.failsToday ? ' · already failing today' : ''}
        </p>
      </TableCell>
      <TableCell className="min-w-64 whitespace-normal">
        <ul className="space-y-1">
          {item.findings.map((finding) => (
            <li key={`${finding.ruleId}:${finding.message}`} title={finding.detail}>
              {finding.message}
            </li>
          ))}
        </ul>
      </TableCell>
      <TableCell className="min-w-40 whitespace-normal">
        <Badge variant={FEASIBILITY_TONES[label]}>{label}</Badge>
        {reformulation && !reformulation.feasible && reformulation.conflicts.length > 0 && (
          <p className="mt-1 text-muted-foreground text-xs">{reformulation.conflicts.join('; ')}</p>
        )}
      </TableCell>
      <TableCell className="text-right tabular-nums">
        {reformulation?.changePerUnit ? (
          <>
            {signed(reformulation.changePerUnit, 4)}
            <span className="block text-muted-foreground text-xs">
              {formatMoney(reformulation.costPerUnitBefore, 4)} →{' '}
              {formatMoney(reformulation.costPerUnitAfter, 4)}
            </span>
          </>
        ) : (
          '—'
        )}
      </TableCell>
      <TableCell className="text-right tabular-nums">
        {reformulation?.changePerYear ? (
          <>
            {signed(reformulation.changePerYear, 2)}
            <span className="block text-muted-foreground text-xs">
              at {formatNumber(reformulation.yearlyVolume)} units
            </span>
          </>
        ) : (
          '—'
        )}
      </TableCell>
    </TableRow>
  );
}

const COLUMNS: { column: ImpactColumn; label: string; className?: string }[] = [
  { column: 'name', label: 'Formulation' },
  { column: 'reason', label: 'Why it fails' },
  { column: 'feasible', label: 'Compliant recipe' },
  { column: 'changePerUnit', label: 'Change per unit', className: 'text-right' },
  { column: 'changePerYear', label: 'Change per year', className: 'text-right' },
];

/**
 * The Impact tab (ADR 071): a market and a date; the formulations that fail then, why, whether a recipe of
 * their own raw materials passes, and what it costs against today's per unit and per year. Sorted here; the
 * CSV holds the rows in the order shown.
 */
export function ImpactTab() {
  const [market, setMarket] = useState<MarketCode>('EU');
  const [date, setDate] = useState(aYearAhead);
  const [sort, setSort] = useState<ImpactSort>('name');
  const { data, isError } = useImpact(market, date);
  const rows = useMemo(() => sortImpact(data?.formulations ?? [], sort), [data, sort]);

  async function exportCsv() {
    if (!data) return;
    const fileName = `compliance-impact-${data.market}-${data.date}.csv`;
    // The CSV writer (papaparse) loads on the first export, not with the tab.
    const { impactCsv } = await import('../lib/impact-csv.ts');
    downloadText(impactCsv(rows), fileName);
    toast({ variant: 'success', title: 'Impact exported', description: `${fileName} downloaded.` });
  }

  return (
    <section aria-labelledby="impact-title" className="space-y-4">
      <div>
        <h2 id="impact-title" className="font-semibold text-lg">
          Impact of a date
        </h2>
        <p className="text-muted-foreground text-sm">
          The formulations that fail on a market on a date, with the rules in force then, and what the
          cheapest compliant recipe of their own raw materials costs.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <FormField id="impact-market" label="Market" className="w-56">
          <EnumSelect
            id="impact-market"
            value={market}
            onChange={setMarket}
            values={MARKET_CODES}
            label={(code) => `${MARKET_NAMES[code]} (${code})`}
            placeholder="Choose a market"
          />
        </FormField>
        <FormField id="impact-date" label="Date" className="w-48">
          {(props) => (
            <Input {...props} type="date" value={date} onChange={(event) => setDate(event.target.value)} />
          )}
        </FormField>
        <Button variant="outline" onClick={() => void exportCsv()} disabled={!data || rows.length === 0}>
          <Download aria-hidden="true" />
          Export CSV
        </Button>
      </div>
      {!/^\d{4}-\d{2}-\d{2}$/.test(date) ? (
        <p className="text-muted-foreground text-sm">Choose a date to see what it changes.</p>
      ) : isError ? (
        <p className="text-error-ink text-sm">Unable to compute the impact of this date.</p>
      ) : !data ? (
        <div className="space-y-2" role="status" aria-busy="true" aria-label="Computing the impact">
          {['i1', 'i2', 'i3'].map((key) => (
            <Skeleton key={key} className="h-10 w-full" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<CalendarClock />}
          title="Nothing fails on this date"
          description={`All ${formatNumber(data.counts.checked)} formulations placed on ${MARKET_NAMES[market]} pass the rules in force on ${data.date}.`}
        />
      ) : (
        <>
          <p className="text-sm" role="status">
            {formatNumber(data.counts.failing)} of {formatNumber(data.counts.checked)} formulations fail on{' '}
            {data.date} ({formatNumber(data.counts.newlyFailing)} newly); {formatNumber(data.counts.feasible)}{' '}
            can be reformulated, for {signed(data.totalChangePerYear, 2)} a year in all.
          </p>
          <Table aria-label="Formulations failing on the date">
            <TableHeader>
              <TableRow>
                {COLUMNS.map(({ column, label, className }) => (
                  <SortableHead
                    key={column}
                    column={column}
                    label={label}
                    sort={sort}
                    onSort={(next) => setSort(nextSort(sort, next))}
                    className={className}
                  />
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((item) => (
                <ImpactRow key={item.id} item={item} />
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </section>
  );
}
