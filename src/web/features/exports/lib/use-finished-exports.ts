import { useEffect, useState } from 'react';
import type { ExportRecord } from '../../../../domain/export/export-schema.ts';
import { useRecentExports } from '../api/index.ts';

/**
 * Follows the exports just asked for: they are made in the background (ADR 039) and the live feed refreshes the
 * list as they progress; once every one has finished (completed or failed), `onFinished` hears of them, once.
 */
export function useFinishedExports(onFinished: (records: ExportRecord[]) => void) {
  const recent = useRecentExports();
  const [waiting, setWaiting] = useState<string[]>([]);

  useEffect(() => {
    if (waiting.length === 0 || !recent.data) return;
    const records = waiting.map((id) => recent.data.find((record) => record.id === id));
    if (records.some((record) => !record || record.status === 'pending' || record.status === 'running'))
      return;
    setWaiting([]);
    onFinished(records as ExportRecord[]);
  }, [waiting, recent.data, onFinished]);

  return { follow: (ids: string[]) => setWaiting(ids) };
}
