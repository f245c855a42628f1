import { BadgeCheck } from 'lucide-react';
import type { SustainabilityOverview } from '../../../../domain/sustainability/overview.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { percentOrNoData } from './display.ts';

/** How many suppliers hold each certification, and the share holding a sourcing certification. */
export function CertificationsCard({
  certifications,
  certifiedPercent,
}: {
  certifications: SustainabilityOverview['certifications'];
  certifiedPercent: string | null;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Certifications</CardTitle>
        <CardDescription>
          Suppliers holding each certification. Certified suppliers (organic, fair trade, ISO 14001 or
          sustainably sourced):{' '}
          <span className="font-medium text-foreground">{percentOrNoData(certifiedPercent)}</span>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label="Supplier certifications" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {certifications.map((c) => (
            <li key={c.certification} className="rounded-lg border p-4">
              <BadgeCheck className="mb-2 size-5 text-success-ink" aria-hidden="true" />
              <p className="font-bold text-2xl tabular-nums" data-testid="certification-count">
                {c.count}
              </p>
              <p className="text-muted-foreground text-sm">{c.label}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
