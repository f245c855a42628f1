import { Pencil, Target, Trash2 } from 'lucide-react';
import type { Goal } from '../../../../domain/sustainability/goals.ts';
import { IconButton } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { formatDate } from '../../../lib/format.ts';
import { NO_DATA, percentOrNoData, plainNumber } from './display.ts';

interface GoalsCardProps {
  goals: Goal[];
  /** Given when the user may edit goals. */
  onEdit?: (goal: Goal) => void;
  onDelete?: (goal: Goal) => void;
}

function GoalItem({ goal, onEdit, onDelete }: { goal: Goal } & Omit<GoalsCardProps, 'goals'>) {
  const progress = goal.progressPercent;
  return (
    <li className="space-y-2 rounded-lg border p-4" aria-label={goal.title}>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h3 className="font-medium">{goal.title}</h3>
          {goal.description && <p className="text-muted-foreground text-sm">{goal.description}</p>}
          <p className="text-muted-foreground text-xs">{goal.metricLabel}</p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <span className="font-semibold tabular-nums" data-testid="goal-progress">
            {progress === null ? NO_DATA : `${progress}%`}
          </span>
          {onEdit && (
            <IconButton icon={Pencil} aria-label={`Edit goal ${goal.title}`} onClick={() => onEdit(goal)} />
          )}
          {onDelete && (
            <IconButton
              icon={Trash2}
              aria-label={`Delete goal ${goal.title}`}
              onClick={() => onDelete(goal)}
            />
          )}
        </div>
      </div>
      <Progress value={progress === null ? 0 : Number(progress)} aria-label={`${goal.title} progress`} />
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-xs">
        <div className="flex gap-1">
          <dt>Current:</dt>
          <dd className="text-foreground">{percentOrNoData(goal.currentValue)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Baseline:</dt>
          <dd className="text-foreground">
            {goal.baselineValue === null ? '0%' : `${plainNumber(goal.baselineValue)}%`}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt>Target:</dt>
          <dd className="text-foreground">{plainNumber(goal.targetValue)}%</dd>
        </div>
        <div className="flex gap-1">
          <dt>Due:</dt>
          <dd className="text-foreground">
            {formatDate(goal.dueDate ? `${goal.dueDate}T00:00:00` : null, 'No due date')}
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** Goals with their live progress: (current − baseline) / (target − baseline), 0-100 %. */
export function GoalsCard({ goals, onEdit, onDelete }: GoalsCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sustainability Goals</CardTitle>
        <CardDescription>
          Progress = (current − baseline) ÷ (target − baseline), from today's live figures.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {goals.length === 0 ? (
          <EmptyState
            icon={<Target />}
            title="No goals yet"
            description="Add an initiative to track a live figure."
          />
        ) : (
          <ul className="space-y-3">
            {goals.map((goal) => (
              <GoalItem key={goal.id} goal={goal} onEdit={onEdit} onDelete={onDelete} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
