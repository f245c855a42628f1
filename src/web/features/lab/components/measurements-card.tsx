import { useState } from 'react';
import type { LabBatchDetail } from '../../../../domain/lab/lab-batch-schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { readApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { useRecordMeasurements } from '../api/mutations.ts';
import { EvaluationTable } from './evaluation-table.tsx';
import { MeasurementFields, toMeasurementsInput, toMeasurementValues } from './measurement-fields.tsx';

/** The batch measured against its formulation's specification (pH, viscosity, density, appearance, colour, odour). */
export function MeasurementsCard({ batch, canWrite }: { batch: LabBatchDetail; canWrite: boolean }) {
  const record = useRecordMeasurements(batch.id);
  const [values, setValues] = useState(() => toMeasurementValues(batch.measurements));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = async () => {
    setErrors({});
    try {
      await record.mutateAsync({ measurements: toMeasurementsInput(values), revision: batch.revision });
      toast({ title: 'Success', description: 'Measurements saved', variant: 'success' });
    } catch (error) {
      const { message, fieldErrors } = readApiError(error, 'Failed to save the measurements');
      setErrors(
        Object.fromEntries(
          Object.entries(fieldErrors).map(([field, messages]) => [
            field.replace(/^measurements\./, ''),
            messages[0]!,
          ]),
        ),
      );
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Measurements</CardTitle>
        <CardDescription>The batch against its specification, pass or fail per parameter.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {canWrite && (
          <>
            <MeasurementFields
              idPrefix="batch-measure"
              values={values}
              onChange={setValues}
              errors={errors}
            />
            <Button onClick={save} disabled={record.isPending}>
              {record.isPending ? 'Saving...' : 'Save Measurements'}
            </Button>
          </>
        )}
        <EvaluationTable evaluation={batch.evaluation} label="Batch measurements against the specification" />
      </CardContent>
    </Card>
  );
}
