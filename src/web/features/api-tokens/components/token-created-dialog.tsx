import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { accessLabel } from '../../../../domain/integrations/token-rules.ts';
import type { CreatedToken } from '../../../../domain/integrations/tokens.ts';
import { roleLabel } from '../../../../domain/user/roles.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { copyWithToast } from '../../../lib/clipboard.ts';
import { formatDate } from '../../../lib/format.ts';
import { useRetained } from '../../../lib/use-retained.ts';

export const NOT_SHOWN_AGAIN = 'Copy it now: it will not be shown again.';

function summary(token: CreatedToken): string {
  const role = token.kind === 'service' && token.role ? `, acts as ${roleLabel(token.role)}` : '';
  return `${accessLabel(token.access)}${role}, expires ${formatDate(token.expiresAt)}.`;
}

/**
 * A new token, the one time it is shown: the server keeps only its hash, so a token lost here is revoked and
 * made again. A click beside the dialog does not close it (Done or Escape does), so it is not lost by accident.
 */
export function TokenCreatedDialog({
  created,
  onClose,
}: {
  created: CreatedToken | null;
  onClose: () => void;
}) {
  const id = useId();
  // The name and summary stay while the dialog fades out; the token itself is not kept once it closes.
  const shown = useRetained(created && { name: created.name, summary: summary(created) });
  const [copied, setCopied] = useState(false);

  async function copy() {
    if (!created) return;
    const done = await copyWithToast(created.token, {
      title: 'Token Copied',
      description: 'The API token is on the clipboard.',
      what: 'the token',
    });
    if (done) setCopied(true);
  }

  function close() {
    setCopied(false);
    onClose();
  }

  return (
    <Dialog open={!!created} onOpenChange={(open) => !open && close()}>
      <DialogContent onPointerDownOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Token Created</DialogTitle>
          <DialogDescription>
            “{shown?.name}” is ready. {NOT_SHOWN_AGAIN}
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-2">
          <Label htmlFor={`${id}-token`}>API token</Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-token`}
              readOnly
              className="font-mono"
              value={created?.token ?? ''}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button variant="outline" onClick={copy}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
          <p className="text-muted-foreground text-sm">{shown?.summary}</p>
          <p className="text-muted-foreground text-sm">
            Send it as <code className="font-mono">Authorization: Bearer &lt;token&gt;</code>. Keep it as
            secret as a password.
          </p>
        </div>
        <DialogFooter>
          <Button onClick={close}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
