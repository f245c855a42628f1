import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { conditionText } from '../../../../domain/compliance/rule.ts';
import { DEFAULT_ALLERGEN_THRESHOLD, RULE_TYPE_LABELS } from '../../../../domain/compliance/rule-labels.ts';
import type { RegulatoryRule } from '../../../../domain/compliance/rule-schema.ts';
import { can } from '../../../../domain/user/permissions.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useDeleteRule, useRules } from '../api/rules.ts';
import { notifySuccess } from '../lib/notify.ts';
import { SeverityBadge } from './issue-badges.tsx';
import { RuleFormDialog } from './lazy-dialogs.ts';

/** "2.0000" -> "2 %"; what a rule without a percentage checks instead. */
function limitText(rule: RegulatoryRule): string {
  if (rule.ruleType === 'prohibited') return 'Any amount';
  if (rule.ruleType === 'missing_inci') return '—';
  if (rule.maxPercent !== null) return `${Number(rule.maxPercent)} %`;
  return rule.ruleType === 'allergen_label'
    ? `${DEFAULT_ALLERGEN_THRESHOLD.leave_on} % / ${DEFAULT_ALLERGEN_THRESHOLD.rinse_off} %`
    : '—';
}

/** Its conditions of use in words, and the date it binds from when that is still ahead. */
function appliesText(rule: RegulatoryRule): string {
  const conditions = conditionText(rule);
  const text = conditions ? conditions.charAt(0).toUpperCase() + conditions.slice(1) : 'All products';
  const from = rule.appliesFrom ?? rule.placingBanFrom;
  return from && from > new Date().toISOString().slice(0, 10) ? `${text}; from ${from}` : text;
}

/** The regulatory rule library: every role reads it; regulatory staff, editors and administrators keep it. */
export function RuleLibrary() {
  const { user } = useAuth();
  const canWrite = can(user, 'write', 'regulatory_rules');
  const { data: rules, isLoading, isError } = useRules();
  const remove = useDeleteRule();
  const [editing, setEditing] = useState<{ rule?: RegulatoryRule } | null>(null);
  const [deleting, setDeleting] = useState<RegulatoryRule | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess('Rule deleted', `"${deleting.name}" no longer applies; its open alerts were resolved.`);
    } catch (error) {
      notifyError(error, 'Failed to delete rule');
    }
    setDeleting(null);
  }

  return (
    <section aria-labelledby="rule-library-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="rule-library-title" className="font-semibold text-lg">
            Rule Library
          </h2>
          <p className="text-muted-foreground text-sm">
            {canWrite
              ? 'Prohibited substances, concentration limits, allergens to label and missing INCI names.'
              : 'Maintained by quality and regulatory staff.'}
          </p>
        </div>
        {canWrite && (
          <Button onClick={() => setEditing({})}>
            <Plus aria-hidden="true" />
            Add Rule
          </Button>
        )}
      </div>
      {isLoading ? (
        <div className="space-y-2" role="status" aria-busy="true" aria-label="Loading rules">
          {['r1', 'r2', 'r3', 'r4', 'r5'].map((key) => (
            <Skeleton key={key} className="h-10 w-full" />
          ))}
        </div>
      ) : isError ? (
        <p className="text-error-ink text-sm">Unable to load the rule library.</p>
      ) : !rules?.length ? (
        <EmptyState
          title="No rules yet"
          description="Add the first regulatory rule to start automated checks."
        />
      ) : (
        // A wide table scrolls sideways on small screens: its scroll area is a named, focusable region (axe
        // scrollable-region-focusable), which the Table primitive's own wrapper is not.
        <section
          aria-label="Regulatory rules"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="relative w-full overflow-x-auto rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <table data-slot="table" className="w-full caption-bottom text-sm">
            <TableHeader>
              <TableRow>
                <TableHead>Rule</TableHead>
                <TableHead>Limit</TableHead>
                <TableHead>Applies to</TableHead>
                <TableHead>Severity</TableHead>
                <TableHead>Market</TableHead>
                <TableHead>Reference</TableHead>
                {canWrite && <TableHead className="text-right">Actions</TableHead>}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rules.map((rule) => (
                <TableRow key={rule.id}>
                  <TableCell className="min-w-56 whitespace-normal">
                    <span className="font-medium">{rule.name}</span>
                    {!rule.isActive && (
                      <Badge variant="gray" className="ml-2">
                        Inactive
                      </Badge>
                    )}
                    <span className="block text-muted-foreground text-xs">
                      {RULE_TYPE_LABELS[rule.ruleType as 'prohibited'] ?? rule.ruleType}
                      {rule.substanceName && ` · ${rule.substanceName}`}
                      {rule.annexEntry && ` · ${rule.annexEntry}`}
                    </span>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{limitText(rule)}</TableCell>
                  <TableCell className="min-w-40 whitespace-normal">{appliesText(rule)}</TableCell>
                  <TableCell>
                    <SeverityBadge severity={rule.severity} />
                  </TableCell>
                  <TableCell>{rule.market}</TableCell>
                  <TableCell className="min-w-48 whitespace-normal text-muted-foreground text-xs">
                    {rule.reference ?? '—'}
                  </TableCell>
                  {canWrite && (
                    <TableCell className="text-right">
                      <div className="flex justify-end gap-1">
                        <IconButton
                          icon={Pencil}
                          aria-label={`Edit rule ${rule.name}`}
                          onClick={() => setEditing({ rule })}
                        />
                        <IconButton
                          icon={Trash2}
                          aria-label={`Delete rule ${rule.name}`}
                          onClick={() => setDeleting(rule)}
                        />
                      </div>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </table>
        </section>
      )}
      {editing !== null && (
        <Suspense fallback={null}>
          <RuleFormDialog open onOpenChange={(open) => !open && setEditing(null)} rule={editing.rule} />
        </Suspense>
      )}
      <ConfirmDeleteDialog
        subject={deleting}
        title="Delete Rule"
        description={(rule) =>
          `Delete "${rule.name}"? Formulations are no longer checked against it. This action cannot be undone.`
        }
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
