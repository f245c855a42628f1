import { useState } from 'react';
import type { Formulation } from '../../../../domain/formulation/formulation.ts';
import { statusLabel } from '../../../../domain/formulation/statuses.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Label } from '../../../components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
import { readApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { useFormulation, useFormulationVersions } from '../api/get-formulation.ts';
import { ComparisonView } from './comparison-view.tsx';
import { DialogLoading } from './dialog-loading.tsx';

/** The two versions to compare at first: the one opened against its predecessor (or itself, if first). */
function initialPair(versions: readonly Formulation[], id: string): [string, string] {
  const index = versions.findIndex((v) => v.id === id);
  if (index > 0) return [versions[index - 1].id, id];
  if (index === 0 && versions.length > 1) return [id, versions[1].id];
  return [id, id];
}

const versionLabel = (v: Formulation) =>
  `Version ${v.version} · ${statusLabel(v.status)} · ${formatDate(v.createdAt)}`;

/** "Compare versions": two versions of the same product side by side, the differences highlighted. */
export function CompareVersionsDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const versions = useFormulationVersions(id);
  const [picked, setPicked] = useState<[string, string] | null>(null);
  const list = versions.data ?? [];
  const [beforeId, afterId] = picked ?? (versions.data ? initialPair(list, id) : [null, null]);
  const before = useFormulation(beforeId);
  const after = useFormulation(afterId);
  const name = list.find((v) => v.id === id)?.name ?? list[0]?.name ?? '';
  const error = versions.error ?? before.error ?? after.error;

  const pick = (side: 0 | 1, value: string) => {
    const next: [string, string] = [beforeId ?? value, afterId ?? value];
    next[side] = value;
    setPicked(next);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-5xl">
        <DialogHeader>
          <DialogTitle>Compare versions</DialogTitle>
          <DialogDescription>
            {name ? `“${name}”: ` : ''}pick two versions of this product to see what changed between them.
          </DialogDescription>
        </DialogHeader>
        {versions.data && (
          <div className="grid gap-4 sm:grid-cols-2">
            {([0, 1] as const).map((side) => {
              const selectId = `compare-version-${side === 0 ? 'a' : 'b'}`;
              return (
                <div key={side} className="space-y-2">
                  <Label htmlFor={selectId}>{side === 0 ? 'Version A (before)' : 'Version B (after)'}</Label>
                  <Select
                    value={(side === 0 ? beforeId : afterId) ?? ''}
                    onValueChange={(v) => pick(side, v)}
                  >
                    <SelectTrigger id={selectId}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {list.map((v) => (
                        <SelectItem key={v.id} value={v.id}>
                          {versionLabel(v)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </div>
              );
            })}
          </div>
        )}
        {list.length === 1 && (
          <p className="text-muted-foreground text-sm">
            This product has only one version so far. Duplicate it as a new version to compare changes.
          </p>
        )}
        {before.data && after.data ? (
          <ComparisonView before={before.data} after={after.data} />
        ) : (
          <DialogLoading error={error && readApiError(error, 'Failed to load versions').message} />
        )}
      </DialogContent>
    </Dialog>
  );
}
