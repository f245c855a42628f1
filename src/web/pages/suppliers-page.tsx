import { Plus, Truck } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { Supplier } from '../../domain/supplier/supplier-schema.ts';
import { can } from '../../domain/user/permissions.ts';
import { DocumentsDialog } from '../components/documents/lazy-documents-dialog.ts';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { useSuppliers } from '../features/suppliers/api/supplier-mutations.ts';
import { ImportSuppliers } from '../features/suppliers/components/import-suppliers.tsx';
import { DeleteSupplierDialog, SupplierFormDialog } from '../features/suppliers/components/lazy-dialogs.ts';
import { SupplierCard } from '../features/suppliers/components/supplier-card.tsx';
import { SupplySpreadsheets } from '../features/suppliers/components/supply-spreadsheets.tsx';
import { useAuth } from '../lib/auth.ts';

const SKELETON_CARDS = 6;
const GRID = 'grid gap-6 md:grid-cols-2 lg:grid-cols-3';

function SkeletonCards() {
  return (
    <div className={GRID} aria-busy="true">
      <span className="sr-only">Loading suppliers</span>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on.
        <Card key={index} className="gap-4">
          <CardHeader>
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
          </CardHeader>
          <CardContent className="space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-3/4" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/** The Suppliers screen (docs/product-rules.md, "Supply"): a grid of supplier cards. */
export function SuppliersPage() {
  const { user } = useAuth();
  const canWrite = can(user, 'write', 'suppliers');
  const suppliers = useSuppliers();
  // The dialog keeps its subject while it closes, so its title does not flip during the fade-out.
  const [form, setForm] = useState<{ open: boolean; supplier?: Supplier }>({ open: false });
  const [deleting, setDeleting] = useState<Supplier | null>(null);
  const [documents, setDocuments] = useState<Supplier | null>(null);
  const openAdd = () => setForm({ open: true });

  return (
    <div className="space-y-6">
      <PageHeader
        title="Suppliers"
        description="Manage your supplier network: performance, certifications and sustainability."
        actions={
          canWrite && (
            <>
              <ImportSuppliers />
              <Button onClick={openAdd}>
                <Plus aria-hidden="true" />
                Add Supplier
              </Button>
            </>
          )
        }
      />

      {suppliers.isPending ? (
        <SkeletonCards />
      ) : suppliers.isError ? (
        <p role="alert" className="text-error-ink">
          Could not load the suppliers. Reload the page to try again.
        </p>
      ) : suppliers.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Truck />}
            title="No suppliers yet"
            description="Add the companies you buy ingredients and packaging from."
            action={
              canWrite && (
                <Button onClick={openAdd}>
                  <Plus aria-hidden="true" />
                  Add First Supplier
                </Button>
              )
            }
          />
        </Card>
      ) : (
        <div className={GRID}>
          {suppliers.data.map((supplier) => (
            <SupplierCard
              key={supplier.id}
              supplier={supplier}
              canWrite={canWrite}
              onEdit={(s) => setForm({ open: true, supplier: s })}
              onDelete={setDeleting}
              onDocuments={setDocuments}
            />
          ))}
        </div>
      )}

      <SupplySpreadsheets canImport={can(user, 'write', 'ingredients')} />

      {form.open && (
        <Suspense fallback={null}>
          <SupplierFormDialog
            open
            onOpenChange={(open) => setForm((state) => ({ ...state, open }))}
            supplier={form.supplier}
          />
        </Suspense>
      )}
      <DeleteSupplierDialog
        supplier={deleting}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
      />
      <DocumentsDialog
        owner={documents && { kind: 'supplier', id: documents.id, name: documents.name }}
        canWrite={canWrite}
        onOpenChange={(open) => {
          if (!open) setDocuments(null);
        }}
      />
    </div>
  );
}
