import type { Content } from 'pdfmake/interfaces';
import { statusLabel } from '../../../domain/formulation/constants.ts';
import { CRITERION_LABELS } from '../../../domain/lab/challenge-test.ts';
import { note, table } from '../../pdf/layout.ts';
import type { StabilityService } from '../lab/stability-service.ts';

/** The lab's records of a formulation as the product information file prints them (Annex I, A.2 and A.3). */
export type LabRecords = Awaited<ReturnType<StabilityService['recordsOfFormulation']>>;

const NOT_RECORDED = 'Not yet recorded.';

/** A.2: each stability study on the formulation's batches, one row per storage condition. */
export function stabilitySection(records: LabRecords): Content[] {
  if (records.studies.length === 0) return [{ text: `Stability: ${NOT_RECORDED}` }];
  return records.studies.flatMap((study) => [
    note(
      `Stability study of lab batch ${study.batchNumber} (version ${study.formulationVersion}), started ${study.startDate}.`,
    ),
    table(
      [
        { header: 'Condition', value: (row) => row.condition },
        { header: 'Outcome', value: (row) => statusLabel(row.outcome) },
        {
          header: 'Time points done',
          value: (row) => `${row.timepointsDone} of ${row.timepointCount}`,
          align: 'right',
        },
        { header: 'Latest', value: (row) => row.lastTimepoint ?? '—' },
        { header: 'Conclusion', value: (row) => row.conclusion, width: '*' },
      ],
      study.summary,
    ),
  ]);
}

/** A.3: each preservative efficacy (challenge) test, with its ISO 11930 evaluation per organism. */
export function microbiologySection(records: LabRecords): Content[] {
  if (records.challengeTests.length === 0) return [{ text: `Challenge test (ISO 11930): ${NOT_RECORDED}` }];
  return records.challengeTests.flatMap((test) => [
    note(
      `Challenge test of lab batch ${test.batchNumber}, started ${test.startedOn}${test.laboratory ? ` at ${test.laboratory}` : ''}: ${CRITERION_LABELS[test.criterion]}.`,
    ),
    table(
      [
        { header: 'Organism', value: (row) => row.name, width: '*' },
        { header: 'Log reduction day 7', value: (row) => row.day7 ?? '—', align: 'right' },
        { header: 'Day 14', value: (row) => row.day14, align: 'right' },
        { header: 'Day 28', value: (row) => row.day28, align: 'right' },
        { header: 'Criterion', value: (row) => CRITERION_LABELS[row.criterion] },
      ],
      test.organisms,
    ),
  ]);
}
