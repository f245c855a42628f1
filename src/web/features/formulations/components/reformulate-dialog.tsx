import { useId, useState } from 'react';
import { ouncesFromPercent } from '../../../../domain/formulation/draft-cost.ts';
import type { FormulationDetail } from '../../../../domain/formulation/formulation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { useFunctionGroups, useOptimizeFormulation } from '../api/optimize-formulation.ts';
import { substancePercent } from '../lib/format.ts';
import { useDuplicateVersion } from '../lib/use-duplicate-version.ts';
import { type FloorValues, FunctionFloors, floorsPayload } from './function-floors.tsx';
import { ReformulateResult } from './reformulate-result.tsx';

interface Bound {
  ingredientId: string;
  name: string;
  current: string;
  min: string;
  max: string;
  pinned: boolean;
}

/** One row per raw material, lines of the same one added up, each free between 0 and 100 % to start. */
function initialBounds(formulation: FormulationDetail): Bound[] {
  const byId = new Map<string, Bound>();
  for (const line of formulation.lines) {
    const known = byId.get(line.ingredientId);
    const current = known
      ? (Number(known.current) + Number(line.concentration)).toFixed(4)
      : line.concentration;
    byId.set(line.ingredientId, {
      ingredientId: line.ingredientId,
      name: line.ingredientName,
      current,
      min: '',
      max: '',
      pinned: false,
    });
  }
  return [...byId.values()];
}

/** A line's lower or upper bound in % w/w. */
function BoundInput({
  label,
  disabled,
  value,
  onChange,
}: {
  label: string;
  disabled: boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Input
      aria-label={label}
      className="w-24"
      type="number"
      min="0"
      max="100"
      step="any"
      disabled={disabled}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * "Reformulate for cost": bounds per line (pin one to keep it), the functions the recipe has kept
 * at their current share unless lowered (ADR 036), an optional natural origin floor, the cheapest recipe that
 * keeps every regulatory limit, and "Save as new version" for those who may write.
 */
export function ReformulateDialog({
  formulation,
  canWrite,
  onClose,
  onSaved,
}: {
  formulation: FormulationDetail;
  canWrite: boolean;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const id = useId();
  const [bounds, setBounds] = useState(() => initialBounds(formulation));
  const [naturalFloor, setNaturalFloor] = useState('');
  const [floors, setFloors] = useState<FloorValues>({});
  const groups = useFunctionGroups(formulation.id);
  const optimize = useOptimizeFormulation(formulation.id);
  const save = useDuplicateVersion(onSaved);
  const result = optimize.data;
  const optimal = new Map(
    (result?.status === 'optimal' ? result.lines : []).map((line) => [line.ingredientId, line.percent]),
  );

  const update = (index: number, change: Partial<Bound>) =>
    setBounds((rows) => rows.map((row, at) => (at === index ? { ...row, ...change } : row)));

  async function run() {
    try {
      await optimize.mutateAsync({
        lines: bounds.map((row) => ({
          ingredientId: row.ingredientId,
          minPercent: row.pinned ? Number(row.current) : row.min.trim() === '' ? null : Number(row.min),
          maxPercent: row.pinned ? Number(row.current) : row.max.trim() === '' ? null : Number(row.max),
        })),
        minNaturalOrigin: naturalFloor.trim() === '' ? null : Number(naturalFloor),
        functionGroupFloors: floorsPayload(groups.data ?? [], floors),
      });
    } catch (error) {
      notifyError(error, 'Failed to optimize the formulation');
    }
  }

  function saveVersion() {
    if (result?.status !== 'optimal') return;
    const lines = result.lines
      .filter((line) => Number(line.percent) > 0)
      .map((line) => ({
        ingredientId: line.ingredientId,
        ounces: ouncesFromPercent(line.percent, formulation.batchSize),
      }));
    void save.run(formulation.id, lines);
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>Reformulate for cost</DialogTitle>
          <DialogDescription>
            The cheapest recipe of {formulation.name}'s own ingredients that keeps every regulatory limit.
            Leave a bound empty for 0-100 %, or pin a line to keep it as it is. The functions the recipe has
            are kept at their current share unless you lower a floor.
          </DialogDescription>
        </DialogHeader>
        <Table aria-label="Bounds and optimal percentages">
          <TableHeader>
            <TableRow>
              <TableHead>Ingredient</TableHead>
              <TableHead className="text-right">Current %</TableHead>
              <TableHead>Min %</TableHead>
              <TableHead>Max %</TableHead>
              <TableHead>Pin</TableHead>
              <TableHead className="text-right">Optimal %</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {bounds.map((row, index) => (
              <TableRow key={row.ingredientId}>
                <TableCell className="whitespace-normal">{row.name}</TableCell>
                <TableCell className="text-right tabular-nums">{substancePercent(row.current)}</TableCell>
                <TableCell>
                  <BoundInput
                    label={`${row.name} minimum %`}
                    disabled={row.pinned}
                    value={row.min}
                    onChange={(value) => update(index, { min: value })}
                  />
                </TableCell>
                <TableCell>
                  <BoundInput
                    label={`${row.name} maximum %`}
                    disabled={row.pinned}
                    value={row.max}
                    onChange={(value) => update(index, { max: value })}
                  />
                </TableCell>
                <TableCell>
                  <Checkbox
                    aria-label={`Pin ${row.name}`}
                    checked={row.pinned}
                    onCheckedChange={(checked) => update(index, { pinned: checked === true })}
                  />
                </TableCell>
                <TableCell className="text-right font-medium tabular-nums">
                  {optimal.has(row.ingredientId) ? substancePercent(optimal.get(row.ingredientId)!) : '—'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <FunctionFloors
          groups={groups.data ?? []}
          values={floors}
          onChange={(group, value) => setFloors((current) => ({ ...current, [group]: value }))}
          result={result}
        />
        <div className="flex flex-wrap items-end gap-3">
          <div className="space-y-1">
            <Label htmlFor={`${id}-natural`}>Natural origin at least (%)</Label>
            <Input
              id={`${id}-natural`}
              className="w-32"
              type="number"
              min="0"
              max="100"
              step="any"
              placeholder="No floor"
              value={naturalFloor}
              onChange={(event) => setNaturalFloor(event.target.value)}
            />
          </div>
          <Button onClick={run} disabled={optimize.isPending || groups.isPending}>
            {optimize.isPending ? 'Solving…' : 'Find cheapest recipe'}
          </Button>
        </div>
        {result && <ReformulateResult result={result} />}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          {canWrite && (
            <Button onClick={saveVersion} disabled={result?.status !== 'optimal' || save.isPending}>
              {save.isPending ? 'Saving…' : 'Save as new version'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
