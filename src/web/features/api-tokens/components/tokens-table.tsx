import { accessLabel } from '../../../../domain/integrations/token-rules.ts';
import type { ApiToken } from '../../../../domain/integrations/tokens.ts';
import { roleLabel } from '../../../../domain/user/roles.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { BreakableText } from '../../../components/ui/breakable-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';

interface TokensTableProps {
  tokens: ApiToken[] | undefined;
  isLoading: boolean;
  /** The administrator's view: whose token it is, and a service token's role. */
  showOwner?: boolean;
  onRevoke: (token: ApiToken) => void;
}

const PLACEHOLDERS = ['placeholder-0', 'placeholder-1', 'placeholder-2'];

/** Tokens with their access, dates and last use; each revocable. The token itself is never listed, only its prefix. */
export function TokensTable({ tokens, isLoading, showOwner = false, onRevoke }: TokensTableProps) {
  const columns = showOwner ? 8 : 6;
  const now = Date.now();
  return (
    <Table aria-busy={isLoading}>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          {showOwner && <TableHead>Owner</TableHead>}
          {showOwner && <TableHead>Role</TableHead>}
          <TableHead>Access</TableHead>
          <TableHead>Created</TableHead>
          <TableHead>Expires</TableHead>
          <TableHead>Last Used</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {isLoading
          ? PLACEHOLDERS.map((key) => (
              <TableRow key={key}>
                <TableCell colSpan={columns}>
                  <Skeleton className="h-8 w-full" />
                </TableCell>
              </TableRow>
            ))
          : tokens?.map((token) => (
              <TableRow key={token.id}>
                <TableCell className="whitespace-normal">
                  <div className="font-medium">{token.name}</div>
                  <div className="font-mono text-muted-foreground text-xs">{token.prefix}…</div>
                </TableCell>
                {showOwner && <OwnerCells token={token} />}
                <TableCell>
                  <Badge variant={token.access === 'write' ? 'yellow' : 'gray'}>
                    {accessLabel(token.access)}
                  </Badge>
                </TableCell>
                <TableCell>{formatDate(token.createdAt)}</TableCell>
                <TableCell>
                  {formatDate(token.expiresAt)}
                  {Date.parse(token.expiresAt) <= now && (
                    <Badge variant="red" className="ml-2">
                      Expired
                    </Badge>
                  )}
                </TableCell>
                <TableCell>{formatDateTime(token.lastUsedAt, 'Never')}</TableCell>
                <TableCell className="text-right">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Revoke ${token.name}`}
                    onClick={() => onRevoke(token)}
                  >
                    Revoke
                  </Button>
                </TableCell>
              </TableRow>
            ))}
      </TableBody>
    </Table>
  );
}

/** A service token belongs to no person: it reads "Service", with the administrator who made it beneath. */
function OwnerCells({ token }: { token: ApiToken }) {
  const service = token.kind === 'service';
  return (
    <>
      <TableCell className="whitespace-normal">
        {service ? (
          <>
            <Badge variant="purple">Service</Badge>
            <div className="text-muted-foreground text-xs">
              by <BreakableText text={token.ownerEmail} />
            </div>
          </>
        ) : (
          <BreakableText text={token.ownerEmail} />
        )}
      </TableCell>
      <TableCell className="whitespace-normal">
        {service ? roleLabel(token.role) : <span className="text-muted-foreground">Owner’s role</span>}
      </TableCell>
    </>
  );
}
