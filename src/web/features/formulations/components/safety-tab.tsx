import { FileDown } from 'lucide-react';
import { POD_TYPE_LABELS, type PodType, SAFETY_STATUS_LABELS } from '../../../../domain/safety/constants.ts';
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
import { useFormulationSafety, useSafetyAssessment } from '../api/get-formulation-safety.ts';
import { DialogLoading } from './dialog-loading.tsx';
import { ExposureCategoryField } from './exposure-category-field.tsx';
import { SafetyConclusion } from './safety-conclusion.tsx';
import { UndesirableEffects } from './undesirable-effects.tsx';

const STATUS_VARIANT: Record<string, BadgeVariant> = {
  ok: 'green',
  below_threshold: 'red',
  data_missing: 'yellow',
};

/**
 * The safety assessment of the formulation (CPSR Part A, ADR 052): every substance's margin of safety with its
 * inputs and sources, read live; the exposure category; the assessor's signed conclusion; undesirable effects;
 * and the product information file.
 */
export function SafetyTab({
  id,
  revision,
  canWriteSafety,
  approved,
}: {
  id: string;
  revision: number;
  canWriteSafety: boolean;
  approved: boolean;
}) {
  const safety = useFormulationSafety(id);
  const assessment = useSafetyAssessment(id);
  if (!safety.data || !assessment.data) {
    const error = safety.error ?? assessment.error;
    return (
      <DialogLoading error={error && readApiError(error, 'Failed to load the safety assessment').message} />
    );
  }
  const table = safety.data;
  const review = assessment.data;
  const sources = new Map(review.sources.map((source) => [source.substanceId, source]));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <ExposureCategoryField
          id={id}
          value={table.exposureCategory}
          label={review.exposureCategoryLabel}
          relativeDailyExposure={table.relativeDailyExposure}
          revision={revision}
          editable={canWriteSafety && !approved}
        />
        {/* A plain link: the browser downloads the file the server builds (GET .../pif). */}
        <Button asChild variant="outline" size="sm">
          <a href={`/api/formulations/${encodeURIComponent(id)}/pif`} download>
            <FileDown aria-hidden="true" />
            Download product information file
          </a>
        </Button>
      </div>
      {review.blocking.length > 0 && (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900 text-sm"
        >
          Approval needs a signed conclusion accepting the open findings for {review.blocking.join(', ')}.
        </p>
      )}
      {table.substances.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          No substance to assess: add compositions to its raw materials.
        </p>
      ) : (
        <Table aria-label="Margin of safety">
          <TableHeader>
            <TableRow>
              <TableHead>Substance</TableHead>
              <TableHead className="text-right">% w/w</TableHead>
              <TableHead className="text-right">Dermal absorption</TableHead>
              <TableHead>Point of departure</TableHead>
              <TableHead className="text-right">SED</TableHead>
              <TableHead className="text-right">MoS</TableHead>
              <TableHead>Status</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {table.substances.map((row) => {
              const source = sources.get(row.substanceId);
              return (
                <TableRow key={row.substanceId}>
                  <TableCell className="whitespace-normal font-medium">{row.inciName}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {source?.range ? 'up to ' : ''}
                    {row.percent}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {row.dermalAbsorption} %
                    {row.dermalAbsorptionDefaulted && (
                      <span className="block text-muted-foreground text-xs">SCCS default</span>
                    )}
                  </TableCell>
                  <TableCell className="min-w-48 whitespace-normal text-xs">
                    {row.pointOfDeparture ? (
                      <>
                        <span className="block">
                          {source?.podType ? POD_TYPE_LABELS[source.podType as PodType] : ''}{' '}
                          {row.pointOfDeparture} mg/kg bw/day
                        </span>
                        <span className="block text-muted-foreground">
                          {source?.source}
                          {source?.sourceDate && ` (${source.sourceDate})`}
                        </span>
                      </>
                    ) : (
                      <span className="text-muted-foreground">No data on file</span>
                    )}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{row.sed}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {row.mos ?? '—'}
                    <span className="block text-muted-foreground text-xs">min. {row.threshold}</span>
                  </TableCell>
                  <TableCell>
                    <Badge variant={STATUS_VARIANT[row.status] ?? 'gray'}>
                      {SAFETY_STATUS_LABELS[row.status]}
                    </Badge>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <p className="text-muted-foreground text-xs">
        SED = relative daily exposure x % / 100 x dermal absorption / 100 (mg/kg bw/day); MoS = point of
        departure / SED. Ranges are assessed at their maximum.
      </p>
      <SafetyConclusion id={id} conclusions={review.conclusions} canSign={canWriteSafety} />
      <UndesirableEffects id={id} canReport={canWriteSafety} />
    </div>
  );
}
