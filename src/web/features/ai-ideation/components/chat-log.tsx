import { Bot, User } from 'lucide-react';
import { lazy, type Ref, Suspense, useEffect } from 'react';
import type { EngineSource } from '../../../../domain/ideation/ideation-schema.ts';
import { cn } from '../../../lib/cn.ts';
import { whenIdle } from '../../../lib/when-idle.ts';

// Citation badges and engine figures come only with a language model's replies that used its tools, never with
// the greeting a chat opens on: their code (and the tools' labels) loads once the screen is idle, so it is there
// before the first reply, and stays out of the first download (docs/product-rules.md, "Budgets"). Until then a reply is its plain text.
const loadFigures = () => import('./engine-figures.tsx');
const CitedText = lazy(async () => ({ default: (await loadFigures()).CitedText }));
const EngineFigures = lazy(async () => ({ default: (await loadFigures()).EngineFigures }));

/** A chat message (docs/product-rules.md, "The AI"): local to the component, never stored as such. */
export interface ChatMessage {
  id: string;
  content: string;
  sender: 'ai' | 'user';
  timestamp: Date;
  /** The engine results an AI reply cites (a language model's tool calls). */
  sources?: EngineSource[];
}

let nextId = 0;
export const chatMessage = (
  sender: ChatMessage['sender'],
  content: string,
  sources: EngineSource[] = [],
): ChatMessage => ({
  id: `m${++nextId}`,
  content,
  sender,
  timestamp: new Date(),
  sources,
});

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

interface ChatLogProps {
  messages: ChatMessage[];
  /** Shows the typing indicator. */
  pending: boolean;
  variant: 'full' | 'compact';
  ref?: Ref<HTMLDivElement>;
}

/** The conversation: user and AI bubbles with their time, and a typing indicator while a reply is pending. */
export function ChatLog({ messages, pending, variant, ref }: ChatLogProps) {
  useEffect(() => whenIdle(() => void loadFigures().catch(() => undefined)), []);
  return (
    <div
      ref={ref}
      role="log"
      aria-label="Conversation"
      aria-live="polite"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
      className={cn(
        'flex flex-col gap-3 overflow-y-auto rounded-md border bg-background p-3',
        variant === 'full' ? 'min-h-0 flex-1' : 'max-h-80 min-h-40',
      )}
    >
      <ol className="flex flex-col gap-3">
        {messages.map((m) => (
          <li key={m.id} className={cn('flex gap-2', m.sender === 'user' && 'flex-row-reverse')}>
            <span
              aria-hidden="true"
              className={cn(
                'mt-1 flex size-7 shrink-0 items-center justify-center rounded-full',
                m.sender === 'user' ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
              )}
            >
              {m.sender === 'user' ? <User className="size-4" /> : <Bot className="size-4" />}
            </span>
            <div
              className={cn(
                'max-w-[85%] rounded-lg px-3 py-2 text-sm',
                m.sender === 'user'
                  ? 'bg-primary text-primary-foreground'
                  : 'bg-surface text-foreground shadow-xs',
              )}
            >
              <span className="sr-only">{m.sender === 'user' ? 'You said: ' : 'AI assistant said: '}</span>
              <p className="whitespace-pre-wrap break-words">
                {m.sources?.length ? (
                  <Suspense fallback={m.content}>
                    <CitedText text={m.content} sources={m.sources} />
                  </Suspense>
                ) : (
                  m.content
                )}
              </p>
              {m.sources?.length ? (
                <Suspense fallback={null}>
                  <EngineFigures sources={m.sources} />
                </Suspense>
              ) : null}
              <time
                dateTime={m.timestamp.toISOString()}
                className={cn('mt-1 block text-xs', m.sender === 'ai' && 'text-muted-foreground')}
              >
                {timeFormat.format(m.timestamp)}
              </time>
            </div>
          </li>
        ))}
        {pending && (
          <li className="flex gap-2">
            <span
              aria-hidden="true"
              className="mt-1 flex size-7 shrink-0 items-center justify-center rounded-full bg-muted"
            >
              <Bot className="size-4" />
            </span>
            <div role="status" className="flex items-center gap-1 rounded-lg bg-surface px-3 py-3 shadow-xs">
              <span className="sr-only">The AI assistant is typing…</span>
              {[0, 150, 300].map((delay) => (
                <span
                  key={delay}
                  aria-hidden="true"
                  className="size-2 animate-bounce rounded-full bg-muted-foreground"
                  style={{ animationDelay: `${delay}ms` }}
                />
              ))}
            </div>
          </li>
        )}
      </ol>
    </div>
  );
}
