import {
  certificationBadges,
  certificationLabel,
  certificationTone,
} from '../../../../domain/supplier/supplier-display.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';

/**
 * The first 3 certifications as badges (organic / fair trade / sustainable green, ISO blue, others gray),
 * then "+N more"; the label, not the colour, carries the meaning.
 */
export function CertificationBadges({
  certifications,
  className,
}: {
  certifications: string[];
  className?: string;
}) {
  if (certifications.length === 0) return null;
  const { visible, more } = certificationBadges(certifications);
  const rest = certifications.slice(visible.length).map(certificationLabel).join(', ');
  return (
    <ul className={cn('flex flex-wrap gap-1', className)} aria-label="Certifications">
      {visible.map((certification) => (
        <li key={certification}>
          <Badge variant={certificationTone(certification)} data-tone={certificationTone(certification)}>
            {certificationLabel(certification)}
          </Badge>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Badge variant="outline" title={rest}>
            +{more} more
          </Badge>
          <span className="sr-only">: {rest}</span>
        </li>
      )}
    </ul>
  );
}
