import { CHAT_ERROR_TOAST } from '../../../../domain/ideation/constants.ts';
import { redirectToLogin } from '../../../lib/auth.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * As docs/product-rules.md, "The AI" has it: an error starting with "401: " and saying "Unauthorized" logs the user in again after 500 ms;
 * any other chat error gets "Failed to get AI response".
 */
export function notifyChatError(error: unknown): void {
  const message = error instanceof Error ? error.message : '';
  if (message.startsWith('401: ') && message.includes('Unauthorized')) {
    toast({
      variant: 'destructive',
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
    });
    redirectToLogin();
    return;
  }
  toast({ variant: 'destructive', ...CHAT_ERROR_TOAST });
}
