import type { FunctionGroup } from '../../../../domain/optimizer/function-groups.ts';
import type { OptimizeResponse, RecipeFunctionGroupDto } from '../../../../domain/optimizer/schema.ts';
import { Input } from '../../../components/ui/input.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { substancePercent } from '../lib/format.ts';

export type FloorValues = Partial<Record<FunctionGroup, string>>;

/** "1.0000" -> "1": the current share as the floor's starting value. */
const plain = (value: string) => substancePercent(value).slice(0, -1);

/** A floor as typed, or the current share when untouched; empty keeps nothing. */
export function floorValue(group: RecipeFunctionGroupDto, values: FloorValues): string {
  return values[group.group] ?? plain(group.currentPercent);
}

/** The request's floors: every group of the recipe, at the value shown. */
export function floorsPayload(groups: readonly RecipeFunctionGroupDto[], values: FloorValues) {
  return groups.map((group) => {
    const value = floorValue(group, values).trim();
    return { group: group.group, minPercent: value === '' ? 0 : Number(value) };
  });
}

/**
 * What the recipe does that a cheaper recipe must keep (ADR 036): each function group with the substances that
 * make it up, its current share and the floor kept, which the user may lower (or clear to keep none).
 */
export function FunctionFloors({
  groups,
  values,
  onChange,
  result,
}: {
  groups: readonly RecipeFunctionGroupDto[];
  values: FloorValues;
  onChange: (group: FunctionGroup, value: string) => void;
  result: OptimizeResponse | undefined;
}) {
  if (groups.length === 0) return null;
  const achieved = new Map((result?.functionGroups ?? []).map((group) => [group.group, group.percent]));
  return (
    <Table aria-label="Functions kept">
      <TableHeader>
        <TableRow>
          <TableHead>Function kept</TableHead>
          <TableHead>Made up of</TableHead>
          <TableHead className="text-right">Current %</TableHead>
          <TableHead>Keep at least %</TableHead>
          <TableHead className="text-right">Optimal %</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {groups.map((group) => {
          const optimal = achieved.get(group.group);
          return (
            <TableRow key={group.group}>
              <TableCell>{group.label}</TableCell>
              <TableCell className="whitespace-normal">{group.members.join(', ')}</TableCell>
              <TableCell className="text-right tabular-nums">
                {substancePercent(group.currentPercent)}
              </TableCell>
              <TableCell>
                <Input
                  aria-label={`${group.label} floor %`}
                  className="w-24"
                  type="number"
                  min="0"
                  max="100"
                  step="any"
                  placeholder="None"
                  value={floorValue(group, values)}
                  onChange={(event) => onChange(group.group, event.target.value)}
                />
              </TableCell>
              <TableCell className="text-right font-medium tabular-nums">
                {optimal ? substancePercent(optimal) : '—'}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
