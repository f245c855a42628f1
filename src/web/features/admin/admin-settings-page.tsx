import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  fromSettingsForm,
  type SettingsFormInput,
  type SettingsFormValues,
  settingsFormSchema,
  toSettingsForm,
} from '../../../domain/settings/settings-form.ts';
import type { AdminSettings } from '../../../domain/settings/system-settings.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { readApiError } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { useAdminSettings, useSaveSettings } from './api/settings.ts';
import { SettingsCards } from './components/settings-cards.tsx';
import { placeholderKeys } from './lib/placeholders.ts';

const TITLE = 'System Settings';
const DESCRIPTION = 'Configure the platform, its security rules, notifications and features.';

/** System settings (spec part 2 §2, §4, §5, §8). */
export function AdminSettingsPage() {
  const { data: settings, isLoading, isError } = useAdminSettings();
  if (isLoading) {
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
  if (isError || !settings) {
    return (
      <div className="space-y-6">
        <PageHeader title={TITLE} description={DESCRIPTION} />
        <p className="text-error-ink text-sm">Unable to load the system settings</p>
      </div>
    );
  }
  // A new revision (saved here or elsewhere) starts the form again from the stored values.
  return <SettingsEditor key={settings.revision} settings={settings} />;
}

function SettingsEditor({ settings }: { settings: AdminSettings }) {
  const save = useSaveSettings();
  const form = useForm<SettingsFormInput, unknown, SettingsFormValues>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: toSettingsForm(settings),
  });
  const { isDirty, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...fromSettingsForm(values), revision: settings.revision });
      toast({
        title: 'Settings Updated',
        description: 'System settings have been successfully updated.',
        variant: 'success',
      });
    } catch (error) {
      const { fieldErrors } = readApiError(error);
      for (const [field, messages] of Object.entries(fieldErrors)) {
        const name = field === 'security.sessionTimeout' ? 'security.sessionTimeoutHours' : field;
        if (messages[0]) form.setError(name as keyof SettingsFormInput, { message: messages[0] });
      }
      toast({
        title: 'Update Failed',
        description: 'Failed to update system settings. Please try again.',
        variant: 'destructive',
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        actions={
          <>
            {isDirty && <Badge variant="yellow">Unsaved Changes</Badge>}
            <Button type="submit" disabled={!isDirty || isSubmitting}>
              <Save aria-hidden="true" />
              Save Changes
            </Button>
          </>
        }
      />
      <SettingsCards form={form} />
    </form>
  );
}
