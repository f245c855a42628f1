import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { SEVERITIES, type Severity } from '../../../../domain/compliance/constants.ts';
import {
  type ComplianceIssue,
  type IssueInput,
  issueInputSchema,
} from '../../../../domain/compliance/issue-schema.ts';
import type { FormApi } from '../../../components/ui/form/form.tsx';
import { FormDialog } from '../../../components/ui/form/form-dialog.tsx';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { formatLabel } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify.ts';
import { type LinkOption, useFormulationOptions, useRawMaterialOptions } from '../api/get-link-options.ts';
import { useReportIssue, useUpdateIssue } from '../api/issue-mutations.ts';
import { notifySuccess } from '../lib/notify.ts';

/** What the inputs hold (text); the shared schema turns it into an IssueInput. */
interface IssueFormState {
  title: string;
  description: string;
  severity: Severity | '';
  region: string;
  dueDate: string;
  formulationId: string;
  ingredientId: string;
  assigneeId: string;
}

// Radix selects cannot hold an empty value: "none" stands for no link.
const NONE = 'none';

function initialValues(issue?: ComplianceIssue): IssueFormState {
  return {
    title: issue?.title ?? '',
    description: issue?.description ?? '',
    severity: (issue?.severity as Severity | undefined) ?? '',
    region: issue?.region ?? '',
    dueDate: issue?.dueDate ?? '',
    formulationId: issue?.formulationId ?? '',
    ingredientId: issue?.ingredientId ?? '',
    assigneeId: issue?.assigneeId ?? '',
  };
}

interface IssueFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The issue to edit; without it the dialog reports a new one. */
  issue?: ComplianceIssue;
}

/** "Report Issue" and "Edit Issue": title, description, severity, region, due date, formulation, ingredient. */
export function IssueFormDialog({ open, onOpenChange, issue }: IssueFormDialogProps) {
  const report = useReportIssue();
  const update = useUpdateIssue();
  return (
    <FormDialog<IssueFormState, IssueInput>
      open={open}
      onOpenChange={onOpenChange}
      contentClassName="sm:max-w-xl"
      title={issue ? 'Edit Issue' : 'Report Issue'}
      description={
        issue
          ? 'Change the issue’s details. Its status changes through Start Review and Update Status.'
          : 'Describe the compliance problem; it opens as a new alert for the regulatory team.'
      }
      schema={issueInputSchema}
      defaultValues={initialValues(issue)}
      submitLabel={issue ? 'Save Changes' : 'Report Issue'}
      pendingLabel="Saving…"
      onSubmit={async (input) => {
        if (issue) {
          await update.mutateAsync({ id: issue.id, input, revision: issue.revision });
          notifySuccess('Issue updated', `"${input.title}" was saved.`);
        } else {
          await report.mutateAsync(input);
          notifySuccess('Issue reported', `"${input.title}" is open for review.`);
        }
      }}
      onError={(error, form) =>
        notifyError(error, issue ? 'Failed to update issue' : 'Failed to report issue', form)
      }
    >
      {(form) => <IssueFields form={form} issue={issue} />}
    </FormDialog>
  );
}

function OptionSelect({
  id,
  value,
  onChange,
  options,
  noneLabel,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly LinkOption[];
  noneLabel: string;
  error?: string;
}) {
  return (
    <Select value={value || NONE} onValueChange={(next) => onChange(next === NONE ? '' : next)}>
      <SelectTrigger {...fieldProps(id, error)}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NONE}>{noneLabel}</SelectItem>
        {options.map((option) => (
          <SelectItem key={option.id} value={option.id}>
            {option.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

function IssueFields({
  form,
  issue,
}: {
  form: FormApi<IssueFormState, IssueInput>;
  issue?: ComplianceIssue;
}) {
  const id = useId();
  const { errors } = form.formState;
  const formulations = useFormulationOptions(true).data ?? [];
  const rawMaterials = useRawMaterialOptions(true).data ?? [];

  // A link the capped option lists do not hold still shows by name.
  const withCurrent = (options: readonly LinkOption[], currentId?: string | null, name?: string | null) =>
    currentId && name && !options.some((option) => option.id === currentId)
      ? [{ id: currentId, name }, ...options]
      : options;

  return (
    <>
      <FormField id={`${id}-title`} label="Title" error={errors.title?.message}>
        <Input {...fieldProps(`${id}-title`, errors.title?.message)} {...form.register('title')} />
      </FormField>
      <FormField id={`${id}-description`} label="Description" error={errors.description?.message}>
        <Textarea
          rows={4}
          {...fieldProps(`${id}-description`, errors.description?.message)}
          {...form.register('description')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={`${id}-severity`} label="Severity" error={errors.severity?.message}>
          <Controller
            control={form.control}
            name="severity"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...fieldProps(`${id}-severity`, errors.severity?.message)}>
                  <SelectValue placeholder="Select severity" />
                </SelectTrigger>
                <SelectContent>
                  {SEVERITIES.map((severity) => (
                    <SelectItem key={severity} value={severity}>
                      {formatLabel(severity)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
        <FormField id={`${id}-region`} label="Region" error={errors.region?.message}>
          <Input
            placeholder="EU"
            {...fieldProps(`${id}-region`, errors.region?.message)}
            {...form.register('region')}
          />
        </FormField>
        <FormField id={`${id}-due`} label="Due date" error={errors.dueDate?.message}>
          <Input
            type="date"
            {...fieldProps(`${id}-due`, errors.dueDate?.message)}
            {...form.register('dueDate')}
          />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-formulation`} label="Formulation" error={errors.formulationId?.message}>
          <Controller
            control={form.control}
            name="formulationId"
            render={({ field }) => (
              <OptionSelect
                id={`${id}-formulation`}
                value={field.value}
                onChange={field.onChange}
                options={withCurrent(formulations, issue?.formulationId, issue?.formulationName)}
                noneLabel="No formulation"
                error={errors.formulationId?.message}
              />
            )}
          />
        </FormField>
        <FormField id={`${id}-ingredient`} label="Ingredient" error={errors.ingredientId?.message}>
          <Controller
            control={form.control}
            name="ingredientId"
            render={({ field }) => (
              <OptionSelect
                id={`${id}-ingredient`}
                value={field.value}
                onChange={field.onChange}
                options={withCurrent(rawMaterials, issue?.ingredientId, issue?.ingredientName)}
                noneLabel="No ingredient"
                error={errors.ingredientId?.message}
              />
            )}
          />
        </FormField>
      </div>
    </>
  );
}
