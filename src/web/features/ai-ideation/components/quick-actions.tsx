import { Leaf, Lightbulb, Recycle, TrendingDown } from 'lucide-react';
import { QUICK_ACTIONS } from '../../../../domain/ideation/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

const ICONS = [TrendingDown, Leaf, Recycle, Lightbulb];

/** The page's Quick Actions: each sends its prompt to the chat. */
export function QuickActions({ onSend, disabled }: { onSend(prompt: string): void; disabled?: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        {QUICK_ACTIONS.map((action, index) => {
          const Icon = ICONS[index] ?? Lightbulb;
          return (
            <Button
              key={action.label}
              variant="outline"
              className="justify-start"
              disabled={disabled}
              onClick={() => onSend(action.prompt)}
            >
              <Icon aria-hidden="true" />
              {action.label}
            </Button>
          );
        })}
      </CardContent>
    </Card>
  );
}
