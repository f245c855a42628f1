import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { SEVERITIES, type Severity } from '../../../../domain/compliance/constants.ts';
import {
  type ComplianceIssue,
  type IssueInput,
  issueInputSchema,
} from '../../../../domain/compliance/issue-schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
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
import { type LinkOption, useFormulationOptions, useIngredientOptions } from '../api/get-link-options.ts';
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

const resolver = zodResolver(issueInputSchema) as unknown as Resolver<IssueFormState, unknown, IssueInput>;
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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{issue ? 'Edit Issue' : 'Report Issue'}</DialogTitle>
          <DialogDescription>
            {issue
              ? 'Change the issue’s details. Its status changes through Start Review and Update Status.'
              : 'Describe the compliance problem; it opens as a new alert for the regulatory team.'}
          </DialogDescription>
        </DialogHeader>
        {open && <IssueForm issue={issue} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
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

function IssueForm({ issue, onDone }: { issue?: ComplianceIssue; onDone: () => void }) {
  const id = useId();
  const form = useForm<IssueFormState, unknown, IssueInput>({
    resolver,
    defaultValues: initialValues(issue),
  });
  const { errors, isSubmitting } = form.formState;
  const formulations = useFormulationOptions(true).data ?? [];
  const ingredients = useIngredientOptions(true).data ?? [];
  const report = useReportIssue();
  const update = useUpdateIssue();

  // A link the capped option lists do not hold still shows by name.
  const withCurrent = (options: readonly LinkOption[], currentId?: string | null, name?: string | null) =>
    currentId && name && !options.some((option) => option.id === currentId)
      ? [{ id: currentId, name }, ...options]
      : options;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      if (issue) {
        await update.mutateAsync({ id: issue.id, input, revision: issue.revision });
        notifySuccess('Issue updated', `"${input.title}" was saved.`);
      } else {
        await report.mutateAsync(input);
        notifySuccess('Issue reported', `"${input.title}" is open for review.`);
      }
      onDone();
    } catch (error) {
      notifyError(error, issue ? 'Failed to update issue' : 'Failed to report issue', form);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
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
                options={withCurrent(ingredients, issue?.ingredientId, issue?.ingredientName)}
                noneLabel="No ingredient"
                error={errors.ingredientId?.message}
              />
            )}
          />
        </FormField>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : issue ? 'Save Changes' : 'Report Issue'}
        </Button>
      </DialogFooter>
    </form>
  );
}
