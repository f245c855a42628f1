import type { ContextFormulation } from '../../../../domain/ideation/chat-context.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { AiChat } from './ai-chat.tsx';
import { ChatAccess } from './chat-access.tsx';

/** The dashboard's "AI Ideation Assistant" card (docs/product-rules.md, "The AI"): a compact chat, optionally about a formulation. */
export function AiChatCard({ formulation }: { formulation?: (ContextFormulation & { id: string }) | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>AI Ideation Assistant</CardTitle>
        <CardDescription>Generate product ideas and improvements</CardDescription>
      </CardHeader>
      <CardContent>
        <ChatAccess>
          <AiChat variant="compact" formulation={formulation} />
        </ChatAccess>
      </CardContent>
    </Card>
  );
}
