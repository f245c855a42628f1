import { Fragment } from 'react';
import { breakPoints } from '../../lib/break-points.ts';
import { cn } from '../../lib/cn.ts';

/**
 * An e-mail address or URL that wraps cleanly: only at its separators (see breakPoints), never in the middle of
 * a word, unless one piece alone is wider than its box (then anywhere, rather than overflowing it).
 */
export function BreakableText({ text, className }: { text: string; className?: string }) {
  return (
    <span className={cn('break-words', className)}>
      {breakPoints(text).map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed string, in order.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
