import { lazy, Suspense } from 'react';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { useAdminSettings } from '../features/admin/api/settings.ts';
import { placeholderKeys } from '../features/admin/lib/placeholders.ts';

const TITLE = 'System Settings';
const DESCRIPTION = 'Configure the platform, its security rules, notifications and features.';

// The form carries zod, react-hook-form and the selects: loaded after the first render, so the screen's first
// download stays within the route budget (docs/product-rules.md, "Budgets").
const SettingsEditor = lazy(async () => ({
  default: (await import('../features/admin/components/settings-editor.tsx')).SettingsEditor,
}));

function SettingsPlaceholder() {
  return (
    <div aria-busy="true" className="space-y-6">
      <PageHeader title={TITLE} description={DESCRIPTION} />
      <div className="grid gap-6 lg:grid-cols-2">
        {placeholderKeys(4).map((key) => (
          <Skeleton key={key} className="h-72 w-full" />
        ))}
      </div>
    </div>
  );
}

/** System settings (docs/product-rules.md, "The web app"). */
export function AdminSettingsPage() {
  const { data: settings, isLoading, isError } = useAdminSettings();
  if (isLoading) return <SettingsPlaceholder />;
  if (isError || !settings) {
    return (
      <div className="space-y-6">
        <PageHeader title={TITLE} description={DESCRIPTION} />
        <p className="text-error-ink text-sm">Unable to load the system settings</p>
      </div>
    );
  }
  // A new revision (saved here or elsewhere) starts the form again from the stored values.
  return (
    <Suspense fallback={<SettingsPlaceholder />}>
      <SettingsEditor key={settings.revision} settings={settings} title={TITLE} description={DESCRIPTION} />
    </Suspense>
  );
}
