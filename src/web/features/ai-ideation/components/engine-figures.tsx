import { Cpu } from 'lucide-react';
import { Fragment } from 'react';
import { TOOL_LABELS } from '../../../../domain/ideation/constants.ts';
import type { EngineSource } from '../../../../domain/ideation/ideation-schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';

const CITATION = /(\[T\d+\])/;

/**
 * A reply's text with each citation of an engine result ("[T2]") shown as a badge that says which engine gave
 * the figure before it (docs/product-rules.md, "The AI": the figures that came from the engine are marked as such).
 */
export function CitedText({ text, sources }: { text: string; sources: readonly EngineSource[] }) {
  if (sources.length === 0) return <>{text}</>;
  const byId = new Map(sources.map((source) => [source.id, source]));
  return (
    <>
      {text.split(CITATION).map((part, index) => {
        const source = CITATION.test(part) ? byId.get(part.slice(1, -1)) : undefined;
        if (!source)
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one immutable text, in order.
          return <Fragment key={index}>{part}</Fragment>;
        return (
          <Badge
            // biome-ignore lint/suspicious/noArrayIndexKey: a citation may appear twice in one text.
            key={index}
            variant="purple"
            className="mx-0.5 align-baseline"
            title={`From the engine: ${TOOL_LABELS[source.tool] ?? source.tool}`}
          >
            {source.id}
          </Badge>
        );
      })}
    </>
  );
}

/** The engine results a reply drew on, with the figures each produced. */
export function EngineFigures({ sources }: { sources: readonly EngineSource[] }) {
  if (sources.length === 0) return null;
  return (
    <section aria-label="Figures from the engine" className="mt-2 border-t pt-2 text-xs">
      <p className="flex items-center gap-1 font-medium">
        <Cpu className="size-3" aria-hidden="true" />
        Figures from the engine
      </p>
      <ul className="mt-1 flex flex-col gap-1">
        {sources.map((source) => (
          <li key={source.id} className="flex gap-1">
            <Badge variant="purple">{source.id}</Badge>
            <span>
              {TOOL_LABELS[source.tool] ?? source.tool}: {source.figures.join('; ') || 'no figures'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
