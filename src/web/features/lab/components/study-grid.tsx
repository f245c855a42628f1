import { CELL_STATUS_LABELS } from '../../../../domain/lab/constants.ts';
import type { StabilityCell, StabilityStudyDetail } from '../../../../domain/lab/stability-schema.ts';
import { cn } from '../../../lib/cn.ts';
import { CELL_CLASSES, labDate } from '../lib/status.ts';

/**
 * The study as a grid: a row per storage condition, a column per time point, each cell coloured by its status and
 * saying it in words with its due date (colour is never the only signal). A cell opens its results.
 */
export function StudyGrid({
  study,
  onOpen,
}: {
  study: StabilityStudyDetail;
  onOpen: (cell: StabilityCell) => void;
}) {
  const cell = (condition: string, timepoint: string) =>
    study.cells.find((c) => c.condition === condition && c.timepoint === timepoint);
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-separate border-spacing-1 text-sm" aria-label="Stability grid">
        <thead>
          <tr>
            <th scope="col" className="text-left">
              Condition
            </th>
            {study.timepoints.map((timepoint) => (
              <th key={timepoint} scope="col" className="text-center">
                {timepoint}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {study.conditions.map((condition) => (
            <tr key={condition}>
              <th scope="row" className="whitespace-nowrap pr-2 text-left font-medium">
                {condition}
              </th>
              {study.timepoints.map((timepoint) => {
                const c = cell(condition, timepoint);
                if (!c) return <td key={timepoint} />;
                const failed = c.evaluation.verdict === 'fail';
                return (
                  <td key={timepoint}>
                    <button
                      type="button"
                      className={cn(
                        'flex w-full min-w-24 flex-col items-center rounded-md border px-2 py-2 text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring',
                        CELL_CLASSES[c.status],
                      )}
                      onClick={() => onOpen(c)}
                    >
                      {/* The name is what the cell shows, after where it is: label and content agree (WCAG 2.5.3). */}
                      <span className="sr-only">{`${condition} at ${timepoint}: `}</span>
                      <span className="font-semibold">{CELL_STATUS_LABELS[c.status]}</span>{' '}
                      <span>{labDate(c.dueDate)}</span>
                      {failed && (
                        <>
                          {' '}
                          <span className="font-semibold">Out of spec</span>
                        </>
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
