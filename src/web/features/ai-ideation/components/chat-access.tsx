import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { can } from '../../../../domain/user/permissions.ts';
import { useAuth } from '../../../lib/auth.ts';
import { useAiIdeationEnabled } from '../api/get-provider.ts';

export const VIEWER_EXPLANATION =
  'The AI assistant is available to every role except Viewer. Ask an administrator if you need to use it.';
export const FEATURE_OFF_EXPLANATION = 'AI Ideation is turned off in the system settings.';

/** Whether the signed-in user may chat here: a role other than viewer, and the feature left on. */
export function useChatAccess(): { allowed: boolean; reason: string | null } {
  const { user } = useAuth();
  const enabled = useAiIdeationEnabled();
  if (!can(user, 'write', 'ideation')) return { allowed: false, reason: VIEWER_EXPLANATION };
  if (!enabled) return { allowed: false, reason: FEATURE_OFF_EXPLANATION };
  return { allowed: true, reason: null };
}

/** The chat for those who may use it; a short explanation for everyone else. */
export function ChatAccess({ children }: { children: ReactNode }) {
  const { allowed, reason } = useChatAccess();
  if (allowed) return children;
  return (
    <p className="flex items-start gap-2 rounded-md border bg-muted/40 p-4 text-muted-foreground text-sm">
      <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {reason}
    </p>
  );
}
