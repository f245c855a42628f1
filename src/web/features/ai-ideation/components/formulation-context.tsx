import { FlaskConical, X } from 'lucide-react';
import type { Formulation } from '../../../../domain/formulation/formulation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
import { formatLabel } from '../../../lib/format.ts';
import { useFormulationOptions } from '../api/get-formulations.ts';

const GENERAL = '__general__';

/** The optional formulation context card (docs/product-rules.md, "The AI"): name and description (or product type), Clear Context. */
export function FormulationContextCard({
  formulation,
  onClear,
}: {
  formulation: Formulation;
  onClear(): void;
}) {
  return (
    <Card className="py-4">
      <CardContent className="flex items-start justify-between gap-4">
        <div className="flex min-w-0 gap-3">
          <FlaskConical className="mt-0.5 size-5 shrink-0 text-primary-ink" aria-hidden="true" />
          <div className="min-w-0">
            <p className="text-muted-foreground text-xs">Formulation context</p>
            <h2 className="font-semibold">{formulation.name}</h2>
            <p className="text-muted-foreground text-sm">
              {formulation.description || formatLabel(formulation.productType)}
            </p>
          </div>
        </div>
        <Button variant="outline" size="sm" onClick={onClear}>
          <X aria-hidden="true" />
          Clear Context
        </Button>
      </CardContent>
    </Card>
  );
}

/** Picks the formulation the chat is about (or none, for general questions). */
export function FormulationPicker({
  value,
  onChange,
}: {
  value: string | null;
  onChange(id: string | null): void;
}) {
  const { data = [], isLoading } = useFormulationOptions(true);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <Label htmlFor="ai-context-formulation" className="shrink-0">
        Formulation context
      </Label>
      <Select value={value ?? GENERAL} onValueChange={(next) => onChange(next === GENERAL ? null : next)}>
        <SelectTrigger id="ai-context-formulation" className="sm:max-w-sm" disabled={isLoading}>
          <SelectValue placeholder="General (no formulation)" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={GENERAL}>General (no formulation)</SelectItem>
          {value && !data.some((f) => f.id === value) && (
            <SelectItem value={value}>Selected formulation</SelectItem>
          )}
          {data.map((f) => (
            <SelectItem key={f.id} value={f.id}>
              {f.version > 1 ? `${f.name} (v${f.version})` : f.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
