import { KeyRound, Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { ApiToken, CreatedToken } from '../../domain/integrations/tokens.ts';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import {
  useAllTokens,
  useCreateServiceToken,
  useRevokeAnyToken,
} from '../features/api-tokens/api/all-tokens.ts';
import {
  CreateTokenDialog,
  RevokeTokenDialog,
  TokenCreatedDialog,
} from '../features/api-tokens/components/lazy-dialogs.ts';
import { TokensTable } from '../features/api-tokens/components/tokens-table.tsx';
import { toServiceTokenInput } from '../features/api-tokens/lib/token-input.ts';

/** Every API token, personal and service, with service tokens made here (ADR 018). */
export function AdminTokensPage() {
  const { data: tokens, isLoading, isError } = useAllTokens();
  const create = useCreateServiceToken();
  const revoke = useRevokeAnyToken();
  const [formOpen, setFormOpen] = useState(false);
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  return (
    <div className="space-y-6">
      <PageHeader
        title="API Tokens"
        description="Every token that can use the API. Service tokens let other systems in with a role you choose."
        actions={
          <Button onClick={() => setFormOpen(true)}>
            <Plus aria-hidden="true" />
            Create Service Token
          </Button>
        }
      />
      <Card>
        <CardContent>
          {isError ? (
            <p className="text-error-ink text-sm">Unable to load API tokens</p>
          ) : !isLoading && tokens?.length === 0 ? (
            <EmptyState
              icon={<KeyRound />}
              title="No API tokens yet"
              description="Create a service token to connect another system."
            />
          ) : (
            <TokensTable tokens={tokens} isLoading={isLoading} showOwner onRevoke={setRevoking} />
          )}
        </CardContent>
      </Card>
      {formOpen && (
        <Suspense fallback={null}>
          <CreateTokenDialog
            open
            onOpenChange={setFormOpen}
            title="Create Service Token"
            description="For another system, not a person. It stops working if you stop being an administrator."
            withRole
            create={(values) => create.mutateAsync(toServiceTokenInput(values))}
            onCreated={(token) => {
              setFormOpen(false);
              setCreated(token);
            }}
          />
        </Suspense>
      )}
      <TokenCreatedDialog created={created} onClose={() => setCreated(null)} />
      <RevokeTokenDialog token={revoking} revoke={revoke.mutateAsync} onClose={() => setRevoking(null)} />
    </div>
  );
}
