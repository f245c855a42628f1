import type { ComplianceReport } from '../../../../domain/compliance/report.ts';
import { IFRA_CATEGORY_LABELS, type IfraCategory } from '../../../../domain/ifra/ifra.ts';
import { Badge } from '../../../components/ui/badge.tsx';

/**
 * The IFRA check of the compliance tab (ADR 063): the formulation's category and each perfume raw material used
 * above its certificate's level for it, in every market.
 */
export function IfraSection({ ifra }: { ifra: ComplianceReport['ifra'] }) {
  if (!ifra.category) return null;
  const label = IFRA_CATEGORY_LABELS[ifra.category as IfraCategory];
  return (
    <section aria-labelledby="compliance-ifra-heading" className="space-y-1">
      <h3 id="compliance-ifra-heading" className="font-semibold text-sm">
        IFRA category {ifra.category}
        {label ? ` (${label})` : ''}
      </h3>
      {ifra.findings.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          Every perfume raw material is within its IFRA certificate's level for this category.
        </p>
      ) : (
        <ul className="space-y-1 text-sm">
          {ifra.findings.map((finding) => (
            <li key={finding.ingredientId} className="flex items-start gap-2">
              <Badge variant="red">High</Badge>
              <span>
                {finding.message}{' '}
                <span className="text-muted-foreground">
                  Source: {finding.certificate ?? 'IFRA certificate'}, at most {finding.maxPercent} %.
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
