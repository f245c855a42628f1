import { AlertTriangle, Check } from 'lucide-react';
import { useState } from 'react';
import type { LabBatchLine } from '../../../../domain/lab/lab-batch-schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { readApiError } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import type { useWeighLine } from '../api/mutations.ts';
import { shownWeight, trimmed, UNIT_STEP } from '../lib/weights.ts';

interface WeighLineCardProps {
  line: LabBatchLine;
  unit: string;
  locked: boolean;
  weigh: ReturnType<typeof useWeighLine>;
}

/**
 * One line at the bench, sized for a finger on a tablet: the target, a box for the weight put in, the lot used
 * and a tick that records it. A weight outside the line's tolerance is highlighted, says so in words, and must be
 * acknowledged before the batch can be completed.
 */
export function WeighLineCard({ line, unit, locked, weigh }: WeighLineCardProps) {
  const [actual, setActual] = useState(trimmed(line.actualWeight));
  const [lot, setLot] = useState(line.lotNumber ?? '');
  const [tolerance, setTolerance] = useState(trimmed(line.tolerancePercent));
  const [error, setError] = useState<string | undefined>();
  const id = (name: string) => `line-${line.id}-${name}`;
  const weighed = line.actualWeight !== null;
  const outside = line.withinTolerance === false;

  const save = async (body: Record<string, unknown>) => {
    setError(undefined);
    try {
      await weigh.mutateAsync({ lineId: line.id, revision: line.revision, ...body });
    } catch (failure) {
      const { message, fieldErrors } = readApiError(failure, 'Failed to save the line');
      setError(Object.values(fieldErrors)[0]?.[0] ?? message);
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  };

  const tick = (on: boolean) => {
    if (!on) return void save({ actualWeight: null });
    if (actual.trim() === '') return setError('Enter the actual weight first');
    void save({ actualWeight: actual.trim(), lotNumber: lot.trim() || null });
  };

  return (
    <li
      className={cn(
        'grid gap-3 rounded-lg border p-4 md:grid-cols-[minmax(0,1fr)_10rem_10rem_6rem_auto] md:items-end',
        outside && 'border-red-400 bg-red-50 dark:border-red-700 dark:bg-red-950',
        weighed && !outside && 'border-green-300 dark:border-green-800',
      )}
      data-testid="weigh-line"
    >
      <div className="space-y-1">
        <p className="font-semibold text-lg">{line.name}</p>
        <p className="text-muted-foreground text-sm">
          Target{' '}
          <span className="font-medium text-foreground text-base tabular-nums">
            {shownWeight(line.targetWeight, unit)}
          </span>{' '}
          {unit} · {trimmed(line.percent)} % w/w
        </p>
      </div>
      <div className="space-y-1">
        <Label htmlFor={id('actual')}>{`${line.name} actual (${unit})`}</Label>
        <Input
          id={id('actual')}
          className="h-12 text-lg"
          type="number"
          inputMode="decimal"
          step={UNIT_STEP[unit]}
          min={0}
          value={actual}
          disabled={locked}
          aria-invalid={!!error}
          aria-describedby={error ? id('error') : undefined}
          onChange={(event) => setActual(event.target.value)}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={id('lot')}>{`${line.name} lot`}</Label>
        <Input
          id={id('lot')}
          className="h-12"
          value={lot}
          disabled={locked}
          onChange={(event) => setLot(event.target.value)}
          onBlur={() =>
            weighed && lot !== (line.lotNumber ?? '') && void save({ lotNumber: lot.trim() || null })
          }
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={id('tolerance')}>{`${line.name} tolerance ±%`}</Label>
        <Input
          id={id('tolerance')}
          className="h-12"
          inputMode="decimal"
          value={tolerance}
          disabled={locked}
          onChange={(event) => setTolerance(event.target.value)}
          onBlur={() =>
            tolerance !== trimmed(line.tolerancePercent) && void save({ tolerancePercent: tolerance.trim() })
          }
        />
      </div>
      <div className="flex items-center gap-2 md:pb-3">
        <Checkbox
          id={id('tick')}
          className="size-8"
          checked={weighed}
          disabled={locked || weigh.isPending}
          onCheckedChange={(on) => tick(on === true)}
        />
        <Label htmlFor={id('tick')}>{`${line.name} weighed`}</Label>
      </div>
      <div className="space-y-2 md:col-span-5">
        <FieldError id={error ? id('error') : undefined}>{error}</FieldError>
        {weighed && (
          <p
            className={cn(
              'flex items-center gap-2 text-sm',
              outside ? 'font-medium text-error-ink' : 'text-muted-foreground',
            )}
          >
            {outside ? (
              <AlertTriangle aria-hidden="true" className="size-4" />
            ) : (
              <Check aria-hidden="true" className="size-4" />
            )}
            {line.deviationPercent === null
              ? outside
                ? 'Outside tolerance: the target rounds to 0 in this unit'
                : 'Within tolerance'
              : `${Number(line.deviationPercent) > 0 ? '+' : ''}${line.deviationPercent} % from target, ${outside ? 'outside' : 'within'} ±${trimmed(line.tolerancePercent)} %`}
            {line.acknowledgedAt && ' · deviation acknowledged'}
          </p>
        )}
        {line.needsAcknowledgement && !locked && (
          <Button variant="outline" onClick={() => void save({ acknowledged: true })}>
            {`Acknowledge deviation of ${line.name}`}
          </Button>
        )}
      </div>
    </li>
  );
}
