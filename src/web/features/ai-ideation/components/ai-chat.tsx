import { Bot, Loader2, Send } from 'lucide-react';
import {
  type KeyboardEvent,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import {
  type ContextFormulation,
  chatContext,
  chatGreeting,
} from '../../../../domain/ideation/chat-context.ts';
import { QUICK_PROMPTS } from '../../../../domain/ideation/constants.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { cn } from '../../../lib/cn.ts';
import { useAiProvider } from '../api/get-provider.ts';
import { useSendMessage } from '../api/send-message.ts';
import { notifyChatError } from '../lib/notify.ts';
import { ChatLog, type ChatMessage, chatMessage as message } from './chat-log.tsx';

export interface AiChatHandle {
  /** Sends a prompt as if the user had typed it (the page's Quick Actions). */
  send(message: string): void;
}

export interface AiChatProps {
  /** The formulation the chat is about; without one the chat is general. */
  formulation?: (ContextFormulation & { id: string }) | null;
  /** Full size has a fixed height; compact grows up to a maximum height. */
  variant?: 'full' | 'compact';
  ref?: Ref<AiChatHandle>;
  className?: string;
}

/** The AI chat (docs/product-rules.md, "The AI"): a new formulation context starts a new conversation. */
export function AiChat(props: AiChatProps) {
  return <Conversation key={props.formulation?.id ?? 'general'} {...props} />;
}

function Conversation({ formulation = null, variant = 'full', ref, className }: AiChatProps) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    message('ai', chatGreeting(formulation?.name)),
  ]);
  const [input, setInput] = useState('');
  const chat = useSendMessage();
  const provider = useAiProvider(true);
  const pending = chat.isPending;
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const promptsId = useId();

  // A second Enter before the re-render must not send twice.
  const busy = useRef(false);
  const { mutate } = chat;
  const send = useCallback(
    (text: string) => {
      const content = text.trim();
      if (!content || busy.current) return;
      busy.current = true;
      setMessages((current) => [...current, message('user', content)]);
      setInput('');
      mutate(
        { message: content, context: chatContext(formulation), formulationId: formulation?.id },
        {
          onSuccess: (reply) =>
            setMessages((current) => [...current, message('ai', reply.response, reply.sources)]),
          onError: notifyChatError,
          onSettled: () => {
            busy.current = false;
            // The input was disabled while waiting, which dropped its focus: give it back.
            requestAnimationFrame(() => {
              if (!document.activeElement || document.activeElement === document.body)
                inputRef.current?.focus();
            });
          },
        },
      );
    },
    [mutate, formulation],
  );
  useImperativeHandle(ref, () => ({ send }), [send]);

  // Keep the newest message in view.
  const count = messages.length;
  useEffect(() => {
    const list = listRef.current;
    if (list && count + Number(pending) > 0) list.scrollTop = list.scrollHeight;
  }, [count, pending]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter keeps the newline; an IME composition is not interrupted.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send(input);
  };
  const fill = (prompt: string) => {
    setInput(prompt);
    inputRef.current?.focus();
  };

  return (
    <div
      data-slot="ai-chat"
      className={cn('flex flex-col gap-3', variant === 'full' && 'h-[560px]', className)}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="text-muted-foreground text-xs">{chatContext(formulation)}</p>
        {provider.data && (
          <Badge variant="purple" className="shrink-0" title="Who answers in this chat">
            <Bot aria-hidden="true" />
            {provider.data.label}
          </Badge>
        )}
      </div>
      <ChatLog ref={listRef} messages={messages} pending={pending} variant={variant} />
      <div className="flex flex-wrap gap-2" role="group" aria-labelledby={promptsId}>
        <span id={promptsId} className="sr-only">
          Quick prompts
        </span>
        {QUICK_PROMPTS.map((prompt) => (
          <Button key={prompt} variant="outline" size="sm" onClick={() => fill(prompt)} disabled={pending}>
            {prompt}
          </Button>
        ))}
      </div>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          send(input);
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Message
        </label>
        <Textarea
          id={inputId}
          ref={inputRef}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Ask for formulation ideas..."
          disabled={pending}
          rows={2}
          maxLength={4000}
          className="max-h-32 min-h-10 flex-1 resize-none"
        />
        <Button type="submit" size="icon" aria-label="Send message" disabled={pending || !input.trim()}>
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        </Button>
      </form>
    </div>
  );
}
