import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
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

/**
 * The one-time invitation link of a user added without a password: shown once (the server keeps only a hash),
 * with a copy button.
 */
export function InvitationDialog({
  invite,
  onClose,
}: {
  invite: { name: string; url: string } | null;
  onClose: () => void;
}) {
  const id = useId();
  const [copied, setCopied] = useState(false);

  async function copy() {
    if (!invite) return;
    const done = await copyWithToast(invite.url, {
      title: 'Link Copied',
      description: 'The invitation link is on the clipboard.',
      what: 'the link',
    });
    if (done) setCopied(true);
  }

  function close() {
    setCopied(false);
    onClose();
  }

  return (
    <Dialog open={!!invite} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invitation Link</DialogTitle>
          <DialogDescription>
            Send this link to {invite?.name} so they can set their password. It works once, for 7 days, and is
            shown only now.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-2">
          <Label htmlFor={`${id}-link`}>Invitation link</Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-link`}
              readOnly
              value={invite?.url ?? ''}
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button variant="outline" onClick={copy}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
        </div>
        <DialogFooter>
          <Button onClick={close}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
