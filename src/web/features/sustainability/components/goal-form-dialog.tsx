import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  GOAL_METRIC_LABELS,
  GOAL_METRICS,
  type Goal,
  type GoalMetric,
  goalInputSchema,
} from '../../../../domain/sustainability/goals.ts';
import type { MetricValues } from '../../../../domain/sustainability/overview.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
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
import { readApiError } from '../../../lib/api.ts';
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

// The same schema as the server, on the form's text as typed (the API reads text numbers too).
const resolver = zodResolver(goalInputSchema as z.ZodType<FieldValues, FieldValues>, undefined, {
  raw: true,
}) as unknown as Resolver<GoalFormState>;

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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{goal ? 'Edit Goal' : 'New Initiative'}</DialogTitle>
          <DialogDescription>
            A goal tracks one live figure; its progress is how far that figure has moved from the baseline
            towards the target.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <GoalForm
            key={goal?.id ?? 'new'}
            goal={goal}
            metrics={metrics}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function GoalForm({ goal, metrics, onDone }: { goal?: Goal; metrics: MetricValues; onDone: () => void }) {
  const id = useId();
  const create = useCreateGoal();
  const update = useUpdateGoal();
  const form = useForm<GoalFormState>({ resolver, defaultValues: defaults(metrics, goal) });
  const { errors, isSubmitting } = form.formState;
  const metric = form.watch('metric');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (goal) {
        await update.mutateAsync({ id: goal.id, payload: { ...values, revision: goal.revision } });
        toast({ title: 'Success', description: 'Goal updated successfully' });
      } else {
        await create.mutateAsync(values);
        toast({ title: 'Success', description: 'Initiative added successfully' });
      }
      onDone();
    } catch (error) {
      const { message, fieldErrors } = readApiError(
        error,
        goal ? 'Failed to update goal' : 'Failed to add initiative',
      );
      for (const [field, messages] of Object.entries(fieldErrors)) {
        if (field in values && messages[0])
          form.setError(field as keyof GoalFormState, { message: messages[0] });
      }
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  });

  const currentText = metrics[metric] === null ? 'no data yet' : `${current(metrics, metric)}%`;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
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
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {goal ? 'Save Changes' : 'Add Initiative'}
        </Button>
      </DialogFooter>
    </form>
  );
}
