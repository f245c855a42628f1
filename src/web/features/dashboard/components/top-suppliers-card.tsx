import { Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Supplier } from '../../../../domain/supplier/supplier-schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { href } from '../../../lib/paths.ts';
import { useTopSuppliers } from '../api/index.ts';
import { DASHBOARD_LIMITS } from '../api/keys.ts';

/**
 * "Top Suppliers": the first three suppliers. The page passes the suppliers feature's compact card as
 * `renderSupplier` (features never import each other).
 */
export function TopSuppliersCard({ renderSupplier }: { renderSupplier: (supplier: Supplier) => ReactNode }) {
  const { data, isLoading, isError } = useTopSuppliers();
  const suppliers = (data ?? []).slice(0, DASHBOARD_LIMITS.suppliers);
  return (
    <Card aria-labelledby="top-suppliers-title" role="region">
      <CardHeader>
        <CardTitle id="top-suppliers-title">Top Suppliers</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div aria-busy="true" className="space-y-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-24 w-full" />
            ))}
          </div>
        ) : isError ? (
          <p role="alert" className="text-error-ink text-sm">
            Unable to load suppliers.
          </p>
        ) : suppliers.length === 0 ? (
          <EmptyState className="py-6" icon={<Truck />} title="No suppliers yet" />
        ) : (
          <ul className="space-y-3" aria-label="Top suppliers">
            {suppliers.map((supplier) => (
              <li key={supplier.id} data-testid="top-supplier">
                {renderSupplier(supplier)}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" className="w-full">
          <Link href={href('suppliers')}>View All Suppliers</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
