import { FileText, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { SUPPLIER_KIND_LABELS, supplierKind } from '../../../../domain/supplier/supplier-display.ts';
import type { Supplier } from '../../../../domain/supplier/supplier-schema.ts';
import { BreakableText } from '../../../components/ui/breakable-text.tsx';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import {
  countryOrDefault,
  displayUrl,
  formatLeadTime,
  formatMinimumOrder,
} from '../lib/supplier-card-display.ts';
import { CertificationBadges } from './certification-badges.tsx';
import { RatingStars } from './rating-stars.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

const none = <span className="text-muted-foreground">Not provided</span>;

/** A supplier on the Suppliers screen: every field of the entity (docs/product-rules.md, "Supply"), with edit and delete. */
export function SupplierCard({
  supplier,
  canWrite,
  onEdit,
  onDelete,
  onDocuments,
}: {
  supplier: Supplier;
  canWrite: boolean;
  onEdit: (supplier: Supplier) => void;
  onDelete: (supplier: Supplier) => void;
  /** Opens the supplier's documents (ADR 069). */
  onDocuments?: (supplier: Supplier) => void;
}) {
  return (
    <Card className="gap-4" aria-label={supplier.name} role="article">
      <CardHeader>
        <CardTitle className="leading-snug">{supplier.name}</CardTitle>
        <CardDescription>{SUPPLIER_KIND_LABELS[supplierKind(supplier.name)]}</CardDescription>
        {canWrite && (
          <CardAction className="flex gap-1">
            <IconButton icon={Pencil} aria-label={`Edit ${supplier.name}`} onClick={() => onEdit(supplier)} />
            <IconButton
              icon={Trash2}
              aria-label={`Delete ${supplier.name}`}
              onClick={() => onDelete(supplier)}
            />
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        <RatingStars rating={supplier.rating} />
        <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
          <Row label="Email">
            {supplier.contactEmail ? (
              <a
                className="text-primary-ink underline-offset-4 hover:underline"
                href={`mailto:${supplier.contactEmail}`}
              >
                <BreakableText text={supplier.contactEmail} />
              </a>
            ) : (
              none
            )}
          </Row>
          <Row label="Phone">{supplier.contactPhone || none}</Row>
          <Row label="Address">{supplier.address || none}</Row>
          <Row label="Country">{countryOrDefault(supplier.country)}</Row>
          <Row label="Website">
            {supplier.website ? (
              <a
                className="text-primary-ink underline-offset-4 hover:underline"
                href={supplier.website}
                target="_blank"
                rel="noopener noreferrer"
              >
                <BreakableText text={displayUrl(supplier.website)} />
              </a>
            ) : (
              none
            )}
          </Row>
          <Row label="Lead time">{formatLeadTime(supplier.leadTimedays)}</Row>
          <Row label="Minimum order">{formatMinimumOrder(supplier.minimumOrderValue)}</Row>
          <Row label="Sustainability">{supplier.sustainabilityScore}/100</Row>
          <Row label="Ingredients">{supplier.ingredientCount}</Row>
        </dl>
        <CertificationBadges certifications={supplier.certifications} />
        {onDocuments && (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Documents: ${supplier.name}`}
            onClick={() => onDocuments(supplier)}
          >
            <FileText aria-hidden="true" />
            Documents
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
