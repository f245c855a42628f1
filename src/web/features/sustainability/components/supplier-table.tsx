import { Star } from 'lucide-react';
import { certificationTone, fullStars } from '../../../../domain/supplier/supplier-display.ts';
import type { SustainabilityOverview } from '../../../../domain/sustainability/overview.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { BreakableText } from '../../../components/ui/breakable-text.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { cn } from '../../../lib/cn.ts';

type SupplierRow = SustainabilityOverview['suppliers'][number];

// Same thresholds as the inventory's sustainability colours (80+ green, 60+ yellow, below red); the number is shown too.
function scoreTone(score: number) {
  return score >= 80 ? 'bg-success' : score >= 60 ? 'bg-warning' : 'bg-error';
}

function Stars({ rating }: { rating: string }) {
  const filled = fullStars(Number(rating));
  return (
    <span className="flex items-center gap-1">
      <span className="flex" aria-hidden="true">
        {Array.from({ length: 5 }, (_, index) => (
          <Star
            // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are positions.
            key={index}
            className={cn(
              'size-4',
              index < filled ? 'fill-yellow-400 text-yellow-500' : 'text-muted-foreground/40',
            )}
          />
        ))}
      </span>
      <span className="font-medium tabular-nums">{rating}</span>
      <span className="sr-only">out of 5</span>
    </span>
  );
}

function SupplierTableRow({ supplier }: { supplier: SupplierRow }) {
  return (
    <TableRow>
      <TableCell className="whitespace-normal font-medium">{supplier.name}</TableCell>
      <TableCell className="whitespace-normal">
        {supplier.contactEmail ? <BreakableText text={supplier.contactEmail} /> : 'N/A'}
      </TableCell>
      <TableCell className="whitespace-normal">{supplier.country}</TableCell>
      <TableCell className="whitespace-normal">
        <span className="flex flex-wrap gap-1">
          {supplier.certifications.map(({ value, label }) => (
            <Badge key={value} variant={certificationTone(value)}>
              {label}
            </Badge>
          ))}
          {supplier.moreCertifications > 0 && <Badge variant="outline">+{supplier.moreCertifications}</Badge>}
          {supplier.certifications.length === 0 && <span className="text-muted-foreground">None</span>}
        </span>
      </TableCell>
      <TableCell>
        <span className="flex items-center gap-2">
          <Progress
            value={supplier.sustainabilityScore}
            className="h-2 w-24 bg-muted"
            indicatorClassName={scoreTone(supplier.sustainabilityScore)}
            aria-label={`${supplier.name} sustainability score`}
          />
          <span className="tabular-nums">{supplier.sustainabilityScore}</span>
        </span>
      </TableCell>
      <TableCell>
        <Stars rating={supplier.rating} />
      </TableCell>
    </TableRow>
  );
}

/** Suppliers with their certifications, sustainability score (0-100) and rating (docs/product-rules.md, "The web app"). */
export function SupplierTable({ suppliers }: { suppliers: SustainabilityOverview['suppliers'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Supplier Sustainability</CardTitle>
        <CardDescription>Sustainability score out of 100; rating out of 5.</CardDescription>
      </CardHeader>
      <CardContent>
        {suppliers.length === 0 ? (
          <EmptyState title="No suppliers yet" description="Suppliers appear here once they are added." />
        ) : (
          <Table aria-label="Supplier sustainability">
            <TableHeader>
              <TableRow>
                <TableHead>Supplier</TableHead>
                <TableHead>Contact</TableHead>
                <TableHead>Country</TableHead>
                <TableHead>Certifications</TableHead>
                <TableHead>Sustainability</TableHead>
                <TableHead>Rating</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {suppliers.map((supplier) => (
                <SupplierTableRow key={supplier.id} supplier={supplier} />
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
