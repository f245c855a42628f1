import { KeyRound, Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { ApiToken, CreatedToken } from '../../../../domain/integrations/tokens.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useCreateOwnToken, useOwnTokens, useRevokeOwnToken } from '../api/own-tokens.ts';
import { toTokenInput } from '../lib/token-input.ts';
import { CreateTokenDialog, RevokeTokenDialog, TokenCreatedDialog } from './lazy-dialogs.ts';
import { TokensTable } from './tokens-table.tsx';

/** The profile's personal access tokens: list, create (shown once), revoke (ADR 018). */
export function ApiTokensCard() {
  const { data: tokens, isLoading, isError } = useOwnTokens();
  const create = useCreateOwnToken();
  const revoke = useRevokeOwnToken();
  const [formOpen, setFormOpen] = useState(false);
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>API Tokens</CardTitle>
        <CardDescription>
          Personal access tokens let scripts and other systems use the API as you, never with more rights than
          your role.
        </CardDescription>
        <CardAction>
          <Button onClick={() => setFormOpen(true)}>
            <Plus aria-hidden="true" />
            Create Token
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {isError ? (
          <p className="text-error-ink text-sm">Unable to load API tokens</p>
        ) : !isLoading && tokens?.length === 0 ? (
          <EmptyState
            icon={<KeyRound />}
            title="No API tokens yet"
            description="Create one to connect another system to the platform."
          />
        ) : (
          <TokensTable tokens={tokens} isLoading={isLoading} onRevoke={setRevoking} />
        )}
      </CardContent>
      {formOpen && (
        <Suspense fallback={null}>
          <CreateTokenDialog
            open
            onOpenChange={setFormOpen}
            title="Create Token"
            description="The token acts as you. Give it a name you will recognise and the least access it needs."
            create={(values) => create.mutateAsync(toTokenInput(values))}
            onCreated={(token) => {
              setFormOpen(false);
              setCreated(token);
            }}
          />
        </Suspense>
      )}
      <TokenCreatedDialog created={created} onClose={() => setCreated(null)} />
      <RevokeTokenDialog token={revoking} revoke={revoke.mutateAsync} onClose={() => setRevoking(null)} />
    </Card>
  );
}
