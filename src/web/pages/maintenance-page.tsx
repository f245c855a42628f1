import { Construction, PowerOff } from 'lucide-react';
import { useAppConfig } from '../app/use-app-config.ts';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { LOGOUT_URL } from '../lib/auth.ts';
import { useBrand } from '../lib/theme/use-brand.ts';

// The page polls here only: a user on it has no live event stream (the API answers them 503 meanwhile).
const RECHECK_MS = 30_000;

/**
 * What a non-admin sees while the system settings' maintenance mode is on; it goes away by itself when the
 * administrators turn maintenance off.
 */
export function MaintenancePage() {
  const brand = useBrand();
  useAppConfig({ refetchInterval: RECHECK_MS });
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-background px-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-warning-subtle text-warning-ink">
        <Construction className="size-7" aria-hidden="true" />
      </span>
      <div className="max-w-md space-y-2">
        <h1 className="font-bold text-2xl text-foreground">Under Maintenance</h1>
        <p className="text-muted-foreground">
          {brand.companyName} is undergoing scheduled maintenance. Please check back soon; this page will
          reload by itself when it is over.
        </p>
      </div>
      <Button asChild variant="outline">
        <a href={LOGOUT_URL}>Log out</a>
      </Button>
    </main>
  );
}

/** A screen whose feature the administrators turned off in the system settings. */
export function FeatureOffNotice({ title }: { title: string }) {
  return (
    <div className="space-y-6">
      <PageHeader title={title} />
      <EmptyState
        icon={<PowerOff />}
        title="This feature is turned off"
        description="An administrator has turned this feature off in the system settings."
        className="rounded-lg border bg-surface"
      />
    </div>
  );
}
