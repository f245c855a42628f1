import { DatabaseBackup, Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { formatBytes } from '../../../../domain/settings/admin-stats.ts';
import type { ReauthenticateDialog as ReauthenticateDialogType } from '../../../components/reauthenticate-dialog.tsx';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readApiError } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { downloadBackup, useBackups, useCreateBackup } from '../api/backups.ts';

const SHOWN = 5;

// The password dialog (the dialog primitives) stays out of the dashboard's first download (ADR 024).
const ReauthenticateDialog = lazyDialog(
  async () => (await import('../../../components/reauthenticate-dialog.tsx')).ReauthenticateDialog,
  (props) => props.open,
) as typeof ReauthenticateDialogType;

/** Database backups: "Back up now" and the newest files, each downloadable once the password is confirmed. */
export function BackupsCard() {
  const { data: backups, isLoading, isError } = useBackups();
  const create = useCreateBackup();
  const [downloading, setDownloading] = useState<string | null>(null);

  async function backUp() {
    try {
      const backup = await create.mutateAsync();
      toast({
        title: 'Backup Created',
        description: `${backup.fileName} (${formatBytes(backup.sizeBytes)})`,
      });
    } catch (error) {
      toast({
        title: 'Backup Failed',
        description: readApiError(error, 'Failed to create a backup. Please try again.').message,
        variant: 'destructive',
      });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Backups</CardTitle>
        <CardDescription>
          Compressed copies of every table. Restore one with <code>npm run restore -- FILE</code>.
        </CardDescription>
        <CardAction>
          <Button size="sm" onClick={backUp} disabled={create.isPending}>
            {create.isPending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <DatabaseBackup aria-hidden="true" />
            )}
            Back up now
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div aria-busy="true" className="space-y-2">
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        ) : isError ? (
          <p className="text-muted-foreground text-sm">Unable to load the backups</p>
        ) : backups?.length ? (
          <ul className="divide-y text-sm">
            {backups.slice(0, SHOWN).map((backup) => (
              <li key={backup.fileName} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="truncate font-medium">{formatDateTime(backup.createdAt)}</p>
                  <p className="truncate text-muted-foreground text-xs">
                    {backup.fileName} · {formatBytes(backup.sizeBytes)}
                  </p>
                </div>
                <IconButton
                  icon={Download}
                  aria-label={`Download ${backup.fileName}`}
                  onClick={() => setDownloading(backup.fileName)}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground text-sm">No backups yet</p>
        )}
      </CardContent>
      <ReauthenticateDialog
        open={downloading !== null}
        title="Download Backup"
        description="A backup holds every account and formulation. Confirm your password to download it."
        confirmLabel="Download"
        onConfirm={async ({ currentPassword }) => {
          if (downloading) await downloadBackup(downloading, currentPassword);
        }}
        onClose={() => setDownloading(null)}
      />
    </Card>
  );
}
