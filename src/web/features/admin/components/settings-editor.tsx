import { Save } from 'lucide-react';
import {
  fromSettingsForm,
  type SettingsFormInput,
  type SettingsFormValues,
  settingsFormSchema,
  toSettingsForm,
} from '../../../../domain/settings/settings-form.ts';
import type { AdminSettings } from '../../../../domain/settings/system-settings.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Form } from '../../../components/ui/form/form.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { readApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveSettings } from '../api/settings.ts';
import { SettingsCards } from './settings-cards.tsx';

/** The system settings form: loaded lazily by the page, as it carries zod and react-hook-form (docs/product-rules.md, "Budgets"). */
export function SettingsEditor({
  settings,
  title,
  description,
}: {
  settings: AdminSettings;
  title: string;
  description: string;
}) {
  const save = useSaveSettings();

  return (
    <Form<SettingsFormInput, SettingsFormValues>
      schema={settingsFormSchema}
      defaultValues={toSettingsForm(settings)}
      className="space-y-6"
      onSubmit={async (values, form) => {
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
      }}
    >
      {(form) => {
        const { isDirty, isSubmitting } = form.formState;
        return (
          <>
            <PageHeader
              title={title}
              description={description}
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
          </>
        );
      }}
    </Form>
  );
}
