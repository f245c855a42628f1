import { Archive, Copy, Loader2, Pencil, Play, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { SCENARIO_TYPE_INFO } from '../../../../domain/scenario/constants.ts';
import { scenarioActions, statusTone, typeTone } from '../../../../domain/scenario/display.ts';
import type { Scenario } from '../../../../domain/scenario/scenario-schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatDateTime, formatLabel } from '../../../lib/format.ts';
import { ScenarioResults } from './scenario-results.tsx';

export interface ScenarioCardActions {
  onRun: (scenario: Scenario) => void;
  onEdit: (scenario: Scenario) => void;
  onCopy: (scenario: Scenario) => void;
  onArchive: (scenario: Scenario) => void;
  onDelete: (scenario: Scenario) => void;
}

function NotRun({ status }: { status: Scenario['status'] }) {
  if (status === 'running')
    return (
      <p className="flex items-center gap-2 text-muted-foreground text-sm" role="status">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        Running on the live formulation data…
      </p>
    );
  return (
    <p className="text-muted-foreground text-sm">
      {status === 'draft'
        ? 'Not run yet. Run it to see the projected cost, market impact, time to market and risk.'
        : 'No results.'}
    </p>
  );
}

/** One scenario: name, type and status badges, description, results, and the write actions for writers. */
export function ScenarioCard({
  scenario,
  canWrite,
  actions,
}: {
  scenario: Scenario;
  canWrite: boolean;
  actions: ScenarioCardActions;
}) {
  const titleId = useId();
  const allowed = scenarioActions(scenario.status);
  const running = scenario.status === 'running';
  return (
    <Card role="article" aria-labelledby={titleId} className="gap-4">
      <CardHeader className="gap-2">
        <CardTitle as="h3" id={titleId} className="text-lg">
          {scenario.name}
        </CardTitle>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={typeTone(scenario.type)}>{SCENARIO_TYPE_INFO[scenario.type].label}</Badge>
          <Badge variant={statusTone(scenario.status)}>
            {running && <Loader2 className="animate-spin" aria-hidden="true" />}
            {formatLabel(scenario.status)}
          </Badge>
          {scenario.ranAt && (
            <span className="text-muted-foreground text-xs">Ran {formatDateTime(scenario.ranAt)}</span>
          )}
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm">{scenario.description ?? 'No description provided'}</p>
        {scenario.results ? (
          <ScenarioResults results={scenario.results} />
        ) : (
          <NotRun status={scenario.status} />
        )}
        {canWrite && (
          <div className="flex flex-wrap gap-2">
            {(allowed.run || running) && (
              <Button
                size="sm"
                onClick={() => actions.onRun(scenario)}
                disabled={running}
                aria-label={`${running ? 'Running' : 'Run'} ${scenario.name}`}
              >
                {running ? (
                  <Loader2 className="animate-spin" aria-hidden="true" />
                ) : (
                  <Play aria-hidden="true" />
                )}
                {running ? 'Running…' : 'Run'}
              </Button>
            )}
            {allowed.edit && (
              <Button
                size="sm"
                variant="outline"
                onClick={() => actions.onEdit(scenario)}
                aria-label={`Edit ${scenario.name}`}
              >
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            )}
            <Button
              size="sm"
              variant="outline"
              onClick={() => actions.onCopy(scenario)}
              aria-label={`Copy ${scenario.name}`}
            >
              <Copy aria-hidden="true" />
              Copy
            </Button>
            {allowed.archive && (
              <Button
                size="sm"
                variant="outline"
                onClick={() => actions.onArchive(scenario)}
                aria-label={`Archive ${scenario.name}`}
              >
                <Archive aria-hidden="true" />
                Archive
              </Button>
            )}
            <Button
              size="sm"
              variant="outline"
              onClick={() => actions.onDelete(scenario)}
              aria-label={`Delete ${scenario.name}`}
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
