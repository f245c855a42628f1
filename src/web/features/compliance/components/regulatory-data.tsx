import { useState } from 'react';
import {
  COSING_ATTRIBUTION,
  type DatasetPreview,
} from '../../../../domain/regulatory-data/dataset-schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { useApplyDataset, useDatasets, useImportDataset } from '../api/regulatory-datasets.ts';
import { notifySuccess } from '../lib/notify.ts';

/** The file's bytes in base64, read with progress events so a large annex shows how far it got. */
function readBase64(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    };
    reader.onerror = () => reject(reader.error);
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.readAsDataURL(file);
  });
}

const STATUS_WORDS: Record<DatasetPreview['status'], string> = {
  previewed: 'Previewed',
  applying: 'Applying',
  applied: 'Applied',
};

function PreviewCard({ preview }: { preview: DatasetPreview }) {
  const applyDataset = useApplyDataset();
  async function apply() {
    try {
      const result = await applyDataset.mutateAsync(preview.id);
      notifySuccess(
        `Annex ${result.annex} applied`,
        `${result.checks.checked} formulations re-checked: ${result.checks.opened} alerts opened, ${result.checks.resolved} resolved.`,
      );
    } catch (error) {
      notifyError(error, 'Failed to apply the file');
    }
  }
  const counts = [
    ['Entries', preview.entries],
    ['Added', preview.added],
    ['Changed', preview.changed],
    ['Removed', preview.removed],
    ['Structured automatically', preview.structured],
    ['Left for review', preview.needsReview],
  ] as const;
  return (
    <Card role="region" aria-label={`Preview of Annex ${preview.annex}`}>
      <CardHeader>
        <CardTitle>
          Annex {preview.annex}, last update {preview.lastUpdate} ({preview.fileName})
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {counts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-muted-foreground text-sm">{label}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <section aria-label="Affected formulations">
          <h3 className="font-medium">Affected formulations ({preview.affectedFormulations.length})</h3>
          {preview.affectedFormulations.length === 0 ? (
            <p className="text-muted-foreground text-sm">No formulation's findings change.</p>
          ) : (
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {preview.affectedFormulations.map((item) => (
                <li key={item.id}>
                  <span className="font-medium">{item.name}</span>:{' '}
                  {[
                    ...item.newFindings.map((finding) => finding.title),
                    ...item.resolvedFindings.map((finding) => `resolved: ${finding.title}`),
                  ].join('; ')}
                </li>
              ))}
            </ul>
          )}
        </section>
        {preview.status === 'previewed' && (
          <Button onClick={() => void apply()} disabled={applyDataset.isPending}>
            {applyDataset.isPending ? 'Applying…' : 'Apply'}
          </Button>
        )}
        {preview.status === 'applied' && <p className="text-sm">Applied.</p>}
      </CardContent>
    </Card>
  );
}

/** Compliance > Regulatory data (ADR 055): the Commission's annex exports imported, previewed and applied. */
export function RegulatoryData() {
  const datasets = useDatasets();
  const importDataset = useImportDataset();
  const [progress, setProgress] = useState<number | null>(null);
  const [previewId, setPreviewId] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    if (!file) return;
    setProgress(0);
    try {
      const base64 = await readBase64(file, setProgress);
      // The server reads and diffs the annex: no byte count to follow, so the bar turns indeterminate.
      setProgress(-1);
      const preview = await importDataset.mutateAsync({ fileName: file.name, file: base64 });
      setPreviewId(preview.id);
    } catch (error) {
      notifyError(error, 'Failed to read the file');
    } finally {
      setProgress(null);
    }
  }

  const preview = datasets.data?.find((item) => item.id === previewId) ?? importDataset.data;
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="annex-file">CosIng annex file</Label>
        <Input
          id="annex-file"
          type="file"
          accept=".txt,.csv"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        {progress !== null && (
          <Progress aria-label="Reading the file" value={progress >= 0 ? progress : null} />
        )}
      </div>
      {preview && <PreviewCard preview={preview} />}
      <section aria-label="Imported files">
        <h3 className="font-medium">Imported files</h3>
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left">
              <th scope="col">Annex</th>
              <th scope="col">File</th>
              <th scope="col">Last update</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {(datasets.data ?? []).map((item) => (
              <tr key={item.id}>
                <td>{item.annex}</td>
                <td>{item.fileName}</td>
                <td>{item.lastUpdate}</td>
                <td>{STATUS_WORDS[item.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="text-muted-foreground text-xs">{COSING_ATTRIBUTION}</p>
    </div>
  );
}
