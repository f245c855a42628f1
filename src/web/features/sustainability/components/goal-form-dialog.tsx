import { useId } from 'react';
import { Controller } from 'react-hook-form';
import {
  GOAL_METRIC_LABELS,
  GOAL_METRICS,
  type Goal,
  type GoalMetric,
  goalInputSchema,
} from '../../../../domain/sustainability/goals.ts';
import type { MetricValues } from '../../../../domain/sustainability/overview.ts';
import type { FormApi } from '../../../components/ui/form/form.tsx';
import { FormDialog } from '../../../components/ui/form/form-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateGoal, useUpdateGoal } from '../api/goal-mutations.ts';
import { plainNumber } from './display.ts';

interface GoalFormState {
  title: string;
  description: string;
  metric: GoalMetric;
  targetValue: string;
  baselineValue: string;
  dueDate: string;
}

const current = (metrics: MetricValues, metric: GoalMetric) => {
  const value = metrics[metric];
  return value === null ? '' : plainNumber(value);
};

function defaults(metrics: MetricValues, goal?: Goal): GoalFormState {
  if (goal) {
    return {
      title: goal.title,
      description: goal.description ?? '',
      metric: goal.metric as GoalMetric,
      targetValue: plainNumber(goal.targetValue),
      baselineValue: goal.baselineValue === null ? '' : plainNumber(goal.baselineValue),
      dueDate: goal.dueDate ?? '',
    };
  }
  const metric = GOAL_METRICS[0];
  return {
    title: '',
    description: '',
    metric,
    targetValue: '',
    baselineValue: current(metrics, metric),
    dueDate: '',
  };
}

interface GoalFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Today's value of each metric: a new goal's baseline starts there. */
  metrics: MetricValues;
  /** The goal to edit; none for "New Initiative". */
  goal?: Goal;
}

/** "New Initiative" (a new sustainability goal) and "Edit Goal". */
export function GoalFormDialog({ open, onOpenChange, metrics, goal }: GoalFormDialogProps) {
  const create = useCreateGoal();
  const update = useUpdateGoal();
  return (
    <FormDialog<GoalFormState>
      open={open}
      onOpenChange={onOpenChange}
      contentClassName="sm:max-w-xl"
      title={goal ? 'Edit Goal' : 'New Initiative'}
      description="A goal tracks one live figure; its progress is how far that figure has moved from the baseline towards the target."
      formKey={goal?.id ?? 'new'}
      schema={goalInputSchema}
      // The same schema as the server, on the form's text as typed (the API reads text numbers too).
      toPayload={(values) => values}
      defaultValues={defaults(metrics, goal)}
      submitLabel={goal ? 'Save Changes' : 'Add Initiative'}
      onSubmit={async (values) => {
        if (goal) {
          await update.mutateAsync({ id: goal.id, payload: { ...values, revision: goal.revision } });
          toast({ title: 'Success', description: 'Goal updated successfully' });
        } else {
          await create.mutateAsync(values);
          toast({ title: 'Success', description: 'Initiative added successfully' });
        }
      }}
      onError={(error, form) =>
        notifyError(error, goal ? 'Failed to update goal' : 'Failed to add initiative', form)
      }
    >
      {(form) => <GoalFields form={form} metrics={metrics} />}
    </FormDialog>
  );
}

function GoalFields({ form, metrics }: { form: FormApi<GoalFormState>; metrics: MetricValues }) {
  const id = useId();
  const { errors } = form.formState;
  const metric = form.watch('metric');

  const currentText = metrics[metric] === null ? 'no data yet' : `${current(metrics, metric)}%`;
  return (
    <>
      <FormField id={`${id}-title`} label="Title" error={errors.title?.message}>
        {(control) => <Input {...control} {...form.register('title')} />}
      </FormField>
      <FormField id={`${id}-description`} label="Description" error={errors.description?.message}>
        {(control) => <Textarea {...control} rows={2} {...form.register('description')} />}
      </FormField>
      <FormField id={`${id}-metric`} label="Metric" error={errors.metric?.message}>
        {(control) => (
          <Controller
            control={form.control}
            name="metric"
            render={({ field }) => (
              <Select
                value={field.value}
                onValueChange={(value) => {
                  field.onChange(value);
                  // The baseline follows the metric until the user types one of their own.
                  if (!form.getFieldState('baselineValue').isDirty) {
                    form.setValue('baselineValue', current(metrics, value as GoalMetric));
                  }
                }}
              >
                <SelectTrigger {...control} onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {GOAL_METRICS.map((value) => (
                    <SelectItem key={value} value={value}>
                      {GOAL_METRIC_LABELS[value]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-target`} label="Target (%)" error={errors.targetValue?.message}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step="0.1"
              {...form.register('targetValue')}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-baseline`}
          label="Baseline (%)"
          error={errors.baselineValue?.message}
          hint={`Today's value: ${currentText}`}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step="0.1"
              {...form.register('baselineValue')}
            />
          )}
        </FormField>
      </div>
      <FormField id={`${id}-due`} label="Due Date" error={errors.dueDate?.message}>
        {(control) => <Input {...control} type="date" {...form.register('dueDate')} />}
      </FormField>
    </>
  );
}
