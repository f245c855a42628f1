import { Info } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { useContextFormulation } from '../features/ai-ideation/api/get-formulations.ts';
import { AiChat, type AiChatHandle } from '../features/ai-ideation/components/ai-chat.tsx';
import { ChatAccess, useChatAccess } from '../features/ai-ideation/components/chat-access.tsx';
import {
  FormulationContextCard,
  FormulationPicker,
} from '../features/ai-ideation/components/formulation-context.tsx';
import { QuickActions } from '../features/ai-ideation/components/quick-actions.tsx';
import { RecentSessions } from '../features/ai-ideation/components/recent-sessions.tsx';
import { paths } from '../lib/paths.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND_NOTICE =
  'The linked formulation was not found (it may have been deleted). The assistant answers general questions instead; pick a formulation below to give it one.';

/** The AI Ideation page (docs/product-rules.md, "The AI"): formulation context, the chat, Quick Actions and Recent Sessions. */
export function AiIdeationPage() {
  const { allowed } = useChatAccess();
  const [formulationId, setContextId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { data: formulation, isError } = useContextFormulation(allowed ? formulationId : null);
  const chat = useRef<AiChatHandle>(null);
  const setFormulationId = (id: string | null) => {
    setNotice(null);
    setContextId(id);
  };

  // /ai-ideation?formulation={id} (the dashboard's AI buttons) selects the context, then clears the parameter.
  const query = useSearch();
  const [, navigate] = useLocation();
  useEffect(() => {
    const id = new URLSearchParams(query).get('formulation');
    if (!id) return;
    setNotice(null);
    setContextId(UUID.test(id) ? id : null);
    if (!UUID.test(id)) setNotice(NOT_FOUND_NOTICE);
    navigate(paths.aiIdeation, { replace: true });
  }, [query, navigate]);

  // A link to a formulation that does not exist (deleted, or a wrong id) falls back to general chat.
  useEffect(() => {
    if (!formulationId || !isError) return;
    setContextId(null);
    setNotice(NOT_FOUND_NOTICE);
  }, [formulationId, isError]);

  const context = formulation && formulation.id === formulationId ? formulation : null;
  return (
    <div className="space-y-6">
      <PageHeader
        title="AI Ideation & Innovation"
        description="Brainstorm product ideas and improvements, on their own or for one formulation"
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-4 lg:col-span-2">
          {notice && (
            <p
              role="status"
              className="flex items-start gap-2 rounded-lg border border-info bg-info-subtle px-4 py-3 text-foreground text-sm"
            >
              <Info className="mt-0.5 size-4 shrink-0 text-info-ink" aria-hidden="true" />
              {notice}
            </p>
          )}
          {context && <FormulationContextCard formulation={context} onClear={() => setFormulationId(null)} />}
          <Card>
            <CardHeader>
              <CardTitle>AI Assistant</CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              <ChatAccess>
                <FormulationPicker value={formulationId} onChange={setFormulationId} />
                {/* Wait for the selected formulation before greeting, so the greeting names it. */}
                {(!formulationId || context) && <AiChat ref={chat} variant="full" formulation={context} />}
              </ChatAccess>
            </CardContent>
          </Card>
        </div>
        {allowed && (
          <div className="min-w-0 space-y-6">
            <QuickActions onSend={(prompt) => chat.current?.send(prompt)} />
            <RecentSessions />
          </div>
        )}
      </div>
    </div>
  );
}
