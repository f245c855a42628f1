import { AlertTriangle } from 'lucide-react';
import { inciText } from '../../../../domain/formulation/inci.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { percent } from '../format.ts';

export interface InciEntryView {
  label: string;
  concentration: string;
  missingInci: boolean;
}

/** The label's ingredient list, in descending order of concentration; a line without INCI name is flagged. */
export function InciDeclaration({ entries }: { entries: readonly InciEntryView[] }) {
  const missing = entries.filter((entry) => entry.missingInci).length;
  return (
    <section aria-labelledby="view-inci-heading" className="space-y-2">
      <h3 id="view-inci-heading" className="font-semibold">
        INCI Declaration
      </h3>
      {entries.length === 0 ? (
        <p className="text-muted-foreground text-sm">No ingredients to declare.</p>
      ) : (
        <>
          <p className="rounded-md border bg-surface p-3 text-sm" data-testid="inci-text">
            {inciText(entries)}
          </p>
          <ol className="space-y-1 text-sm" aria-label="INCI names by concentration">
            {entries.map((entry) => (
              <li key={entry.label} className="flex flex-wrap items-center gap-2">
                <span>{entry.label}</span>
                <span className="text-muted-foreground tabular-nums">{percent(entry.concentration, 2)}</span>
                {entry.missingInci && (
                  <Badge variant="yellow">
                    <AlertTriangle aria-hidden="true" />
                    No INCI name
                  </Badge>
                )}
              </li>
            ))}
          </ol>
          {missing > 0 && (
            <p className="text-sm text-warning-ink">
              {missing} ingredient{missing === 1 ? ' has' : 's have'} no INCI name: the label would be
              incomplete. Add the INCI name to the ingredient.
            </p>
          )}
        </>
      )}
    </section>
  );
}
