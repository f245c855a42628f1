import { Download } from 'lucide-react';
import {
  APPLICATION_AREA_LABELS,
  type ApplicationArea,
  EXPOSURE_LABELS,
  type Exposure,
  statusLabel,
} from '../../../../domain/formulation/constants.ts';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { readApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { useFormulationCompliance } from '../api/get-formulation-content.ts';
import { substancePercent } from '../lib/format.ts';
import { DialogLoading } from './dialog-loading.tsx';
import { IfraSection } from './ifra-section.tsx';
import { MarketMatrix } from './market-matrix.tsx';

const STATUS_VARIANT: Record<string, BadgeVariant> = {
  prohibited: 'red',
  not_allowed: 'red',
  over_limit: 'red',
  missing_inci: 'yellow',
  must_label: 'blue',
  warning: 'blue',
  within_limit: 'green',
  below_threshold: 'green',
  below_warning_threshold: 'green',
  upcoming: 'gray',
};

/**
 * The formulation's compliance report (docs/product-rules.md, "Compliance"): each regulated substance it holds, its %, the limit that
 * applies and why, the margin left, the status, and the warnings the label must carry. Read live.
 */
export function ComplianceTab({ id }: { id: string }) {
  const report = useFormulationCompliance(id);
  const data = report.data;
  if (!data) {
    return (
      <DialogLoading
        error={report.error && readApiError(report.error, 'Failed to load the compliance report').message}
      />
    );
  }
  const area = APPLICATION_AREA_LABELS[data.applicationArea as ApplicationArea] ?? data.applicationArea;
  const exposure = EXPOSURE_LABELS[data.exposure as Exposure] ?? data.exposure;
  return (
    <div className="space-y-4">
      <p className="text-sm">
        {statusLabel(data.productType)} used on the {area.toLowerCase()}, {exposure.toLowerCase()}. Checked
        against the rules in force on {formatDate(data.checkedOn)}:{' '}
        <strong>
          {data.violations === 0
            ? 'no violation'
            : `${data.violations} violation${data.violations === 1 ? '' : 's'}`}
        </strong>
        {data.needsReview.length > 0 && (
          <>
            ,{' '}
            <strong className="text-warning-ink">
              {data.needsReview.length} substance{data.needsReview.length === 1 ? '' : 's'} to review
            </strong>
          </>
        )}
        .
      </p>
      {data.needsReview.length > 0 && (
        <section aria-labelledby="compliance-review-heading" className="space-y-1">
          <h3 id="compliance-review-heading" className="font-semibold text-sm">
            Substance needs review
          </h3>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {data.needsReview.map((item) => (
              <li key={item.substanceId}>
                <span className="font-medium">{item.inciName}</span> at {substancePercent(item.percent)} (from{' '}
                {item.ingredientNames.join(', ')}): no substance in the catalogue matched its name, so no rule
                is known to apply to it until the regulatory staff review it.
              </li>
            ))}
          </ul>
        </section>
      )}
      <IfraSection ifra={data.ifra} />
      <MarketMatrix markets={data.markets} />
      <div className="flex flex-wrap gap-2">
        {/* Plain links: the browser downloads the file the server builds (GET .../compliance/export). */}
        {(['xlsx', 'pdf'] as const).map((format) => (
          <Button key={format} asChild variant="outline" size="sm">
            <a
              href={`/api/formulations/${encodeURIComponent(id)}/compliance/export?format=${format}`}
              download
            >
              <Download aria-hidden="true" />
              {format === 'xlsx' ? 'Download Excel' : 'Download PDF'}
            </a>
          </Button>
        ))}
      </div>
      {data.rows.length === 0 ? (
        <p className="text-muted-foreground text-sm">It holds no substance a rule regulates.</p>
      ) : (
        <Table aria-label="Regulated substances">
          <TableHeader>
            <TableRow>
              <TableHead>Market</TableHead>
              <TableHead>Substance</TableHead>
              <TableHead className="text-right">% w/w</TableHead>
              <TableHead className="text-right">Limit</TableHead>
              <TableHead className="text-right">Margin</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Why</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.rows.map((row) => (
              <TableRow key={`${row.market}-${row.ruleId}-${row.substance}`}>
                <TableCell>{row.market}</TableCell>
                <TableCell className="whitespace-normal">
                  <span className="font-medium">{row.substance}</span>
                  <span className="block text-muted-foreground text-xs">{row.counted}</span>
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {row.percent === null
                    ? '—'
                    : `${row.range ? 'up to ' : ''}${substancePercent(row.percent)}`}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {row.limit === null ? '—' : substancePercent(row.limit)}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {row.margin === null ? '—' : substancePercent(row.margin)}
                </TableCell>
                <TableCell>
                  <Badge variant={STATUS_VARIANT[row.status] ?? 'gray'}>{row.statusLabel}</Badge>
                </TableCell>
                <TableCell className="min-w-56 whitespace-normal text-xs">
                  <span className="block">{row.rule}</span>
                  <span className="block text-muted-foreground">
                    {row.appliesBecause}
                    {row.basis && `. ${row.basis}`}
                  </span>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <section aria-labelledby="compliance-warnings-heading" className="space-y-1">
        <h3 id="compliance-warnings-heading" className="font-semibold text-sm">
          Warnings the label must carry
        </h3>
        {data.warnings.length === 0 ? (
          <p className="text-muted-foreground text-sm">None.</p>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {data.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
