import { ClipboardList, CopyPlus, GitCompare, PiggyBank } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { FormulationDetail } from '../../../../domain/formulation/formulation.ts';
import { statusLabel } from '../../../../domain/formulation/statuses.ts';
import { can } from '../../../../domain/user/permissions.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { readApiError } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth.ts';
import { formatDate } from '../../../lib/format.ts';
import { useFormulation } from '../api/get-formulation.ts';
import { amount, money, percent } from '../lib/format.ts';
import { useDuplicateVersion } from '../lib/use-duplicate-version.ts';
import { BatchTicketDialog } from './batch-ticket-dialog.tsx';
import { ComplianceTab } from './compliance-tab.tsx';
import { CompositionTab } from './composition-tab.tsx';
import { DialogLoading } from './dialog-loading.tsx';
import { LabelTab } from './label-tab.tsx';
import { LinesTable } from './lines-table.tsx';
import { ProcedureTab } from './procedure-tab.tsx';
import { ReformulateDialog } from './reformulate-dialog.tsx';
import { SafetyTab } from './safety-tab.tsx';
import { StatusBadge } from './status-badge.tsx';

interface ViewFormulationDialogProps {
  id: string;
  canWrite: boolean;
  onClose: () => void;
  onCompare: (id: string) => void;
  onEditVersion: (id: string) => void;
}

/**
 * The view dialog: details with the cost analysis and lines, the substance composition, the label, and the
 * version actions. The Composition and Label tabs load their data when opened.
 */
export function ViewFormulationDialog({
  id,
  canWrite,
  onClose,
  onCompare,
  onEditVersion,
}: ViewFormulationDialogProps) {
  const detail = useFormulation(id);
  const duplicate = useDuplicateVersion(onEditVersion);
  const formulation = detail.data;
  const [reformulating, setReformulating] = useState(false);
  const { user } = useAuth();
  const [ticket, setTicket] = useState(false);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      {/* Wide enough at a laptop's 1440 px for the compliance table's "Why" column beside its figures. */}
      <DialogContent className="sm:max-w-3xl lg:max-w-5xl">
        <DialogHeader>
          <DialogTitle>{formulation?.name ?? 'Formulation'}</DialogTitle>
          <DialogDescription>
            Formulation details, cost analysis, procedure, substance composition, label, compliance and
            safety.
          </DialogDescription>
        </DialogHeader>
        {formulation ? (
          <Tabs defaultValue="details">
            <TabsList>
              <TabsTrigger value="details">Details</TabsTrigger>
              <TabsTrigger value="procedure">Procedure</TabsTrigger>
              <TabsTrigger value="composition">Composition</TabsTrigger>
              <TabsTrigger value="label">Label</TabsTrigger>
              <TabsTrigger value="compliance">Compliance</TabsTrigger>
              <TabsTrigger value="safety">Safety</TabsTrigger>
            </TabsList>
            <TabsContent value="details">
              <FormulationDetails formulation={formulation} />
            </TabsContent>
            <TabsContent value="procedure">
              <ProcedureTab formulation={formulation} />
            </TabsContent>
            <TabsContent value="composition">
              <CompositionTab id={id} />
            </TabsContent>
            <TabsContent value="label">
              <LabelTab id={id} />
            </TabsContent>
            <TabsContent value="compliance">
              <ComplianceTab id={id} />
            </TabsContent>
            <TabsContent value="safety">
              <SafetyTab
                id={id}
                revision={formulation.revision}
                approved={formulation.status === 'approved'}
                canWriteSafety={can(user, 'write', 'safety')}
              />
            </TabsContent>
          </Tabs>
        ) : (
          <DialogLoading
            error={detail.error && readApiError(detail.error, 'Failed to load formulation').message}
          />
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button variant="outline" onClick={() => onCompare(id)} disabled={!formulation}>
            <GitCompare aria-hidden="true" />
            Compare versions
          </Button>
          <Button variant="outline" onClick={() => setTicket(true)} disabled={!formulation?.lines.length}>
            <ClipboardList aria-hidden="true" />
            Batch Ticket
          </Button>
          <Button
            variant="outline"
            onClick={() => setReformulating(true)}
            disabled={!formulation?.lines.length}
          >
            <PiggyBank aria-hidden="true" />
            Reformulate for cost
          </Button>
          {canWrite && (
            <Button onClick={() => duplicate.run(id)} disabled={!formulation || duplicate.isPending}>
              <CopyPlus aria-hidden="true" />
              {duplicate.isPending ? 'Duplicating...' : 'Duplicate as new version'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
      {ticket && formulation && (
        <BatchTicketDialog id={formulation.id} name={formulation.name} onClose={() => setTicket(false)} />
      )}
      {reformulating && formulation && (
        <ReformulateDialog
          formulation={formulation}
          canWrite={canWrite}
          onClose={() => setReformulating(false)}
          onSaved={onEditVersion}
        />
      )}
    </Dialog>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted-foreground text-xs">{term}</dt>
      <dd className="font-medium text-sm">{children}</dd>
    </div>
  );
}

function FormulationDetails({ formulation: f }: { formulation: FormulationDetail }) {
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Item term="Product Type">{f.productType ? statusLabel(f.productType) : 'Not specified'}</Item>
        <Item term="Target Skin Type">
          {f.targetSkinType ? statusLabel(f.targetSkinType) : 'Not specified'}
        </Item>
        <Item term="Status">
          <StatusBadge status={f.status} />
        </Item>
        <Item term="Version">{f.version}</Item>
        <Item term="Batch Size">{amount(f.batchSize)} oz</Item>
        <Item term="Unit Size">{amount(f.unitSize)} oz</Item>
        <div className="col-span-2 sm:col-span-3">
          <dt className="text-muted-foreground text-xs">Description</dt>
          <dd className="text-sm">{f.description || 'No description provided'}</dd>
        </div>
      </dl>

      <section aria-labelledby="view-cost-heading" className="space-y-2">
        <h3 id="view-cost-heading" className="font-semibold">
          Cost Analysis
        </h3>
        <dl className="grid grid-cols-2 gap-4 rounded-md bg-muted p-4 sm:grid-cols-4">
          <Item term="Total Cost">{money(f.totalCost, 4)}</Item>
          <Item term="Cost per Unit">{money(f.costPerUnit, 4)}</Item>
          <Item term="Target Margin">{percent(f.targetMargin, 0)}</Item>
          <Item term="Suggested Unit Price">{money(f.suggestedUnitPrice, 2)}</Item>
        </dl>
      </section>

      <LinesTable lines={f.lines} />

      <p className="text-muted-foreground text-sm">Created {formatDate(f.createdAt)}</p>
    </div>
  );
}
