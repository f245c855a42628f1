import { Calculator, type LucideIcon, Scale, ShieldAlert, TrendingUp } from 'lucide-react';
import {
  SCENARIO_TYPE_INFO,
  SCENARIO_TYPES,
  type ScenarioType,
} from '../../../../domain/scenario/constants.ts';
import { countByType } from '../../../../domain/scenario/display.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

const ICONS: Record<ScenarioType, LucideIcon> = {
  market_analysis: TrendingUp,
  cost_optimization: Calculator,
  competitor_response: Scale,
  regulatory_change: ShieldAlert,
};

/** The four info cards: what each type answers, what its Market Impact and Risk mean, and how many there are. */
export function ScenarioTypeCards({ scenarios }: { scenarios: readonly { type: string }[] | undefined }) {
  const counts = countByType(scenarios ?? []);
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {SCENARIO_TYPES.map((type) => {
        const Icon = ICONS[type];
        const n = counts[type];
        return (
          <Card key={type} className="gap-3 py-5">
            <CardHeader className="px-5">
              <CardTitle className="flex items-center gap-2 text-base">
                <Icon className="size-5 text-primary-ink" aria-hidden="true" />
                {SCENARIO_TYPE_INFO[type].label}
              </CardTitle>
              <CardDescription>{SCENARIO_TYPE_INFO[type].question}</CardDescription>
            </CardHeader>
            <CardContent className="space-y-2 px-5 text-sm">
              <dl className="space-y-1 text-muted-foreground text-xs">
                <div>
                  <dt className="inline font-medium text-foreground">Market Impact: </dt>
                  <dd className="inline">{SCENARIO_TYPE_INFO[type].marketImpact}</dd>
                </div>
                <div>
                  <dt className="inline font-medium text-foreground">Risk: </dt>
                  <dd className="inline">{SCENARIO_TYPE_INFO[type].risk}</dd>
                </div>
              </dl>
              <p>{scenarios ? `${n} ${n === 1 ? 'scenario' : 'scenarios'}` : '\u00a0'}</p>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
