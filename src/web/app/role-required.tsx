import { ShieldAlert } from 'lucide-react';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';

export const ADMIN_ROLE_REQUIRED = 'You need the Administrator role to view this page.';

/** What a non-admin sees on an admin screen (docs/product-rules.md, "Sign-in and permissions"); the API answers them 403 as well. */
export function RoleRequired({ title }: { title: string }) {
  return (
    <div className="space-y-6">
      <PageHeader title={title} />
      <EmptyState
        icon={<ShieldAlert />}
        title={ADMIN_ROLE_REQUIRED}
        className="rounded-lg border bg-surface"
      />
    </div>
  );
}
