import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatResponse } from '../../../../domain/ideation/ideation-schema.ts';
import { api } from '../../../lib/api.ts';
import { ideationKeys } from './keys.ts';

export interface ChatRequest {
  message: string;
  context: string;
  formulationId?: string;
}

/** POST /api/ideation/chat; the sessions list and the dashboard's count reload after a reply (docs/product-rules.md, "The AI"). */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ChatRequest) => api.post<ChatResponse>('/api/ideation/chat', request),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ideationKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['/api/dashboard/stats'] });
    },
  });
}
