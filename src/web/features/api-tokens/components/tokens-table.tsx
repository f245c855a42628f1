import { accessLabel } from '../../../../domain/integrations/token-rules.ts';
import type { ApiToken } from '../../../../domain/integrations/tokens.ts';
import { roleLabel } from '../../../../domain/user/roles.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { BreakableText } from '../../../components/ui/breakable-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';

interface TokensTableProps {
  tokens: ApiToken[] | undefined;
  isLoading: boolean;
  /** The administrator's view: whose token it is, and a service token's role. */
  showOwner?: boolean;
  onRevoke: (token: ApiToken) => void;
}

/** Tokens with their access, dates and last use; each revocable. The token itself is never listed, only its prefix. */
export function TokensTable({ tokens, isLoading, showOwner = false, onRevoke }: TokensTableProps) {
  return (
    <DataTable
      rows={isLoading ? undefined : (tokens ?? [])}
      busy={isLoading}
      columns={columns(Date.now(), showOwner, onRevoke)}
      rowKey={(token) => token.id}
      skeletonRows={3}
      rowSkeleton="h-8 w-full"
      tintHeaderOnHover
    />
  );
}

function columns(
  now: number,
  showOwner: boolean,
  onRevoke: (token: ApiToken) => void,
): DataColumn<ApiToken>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      cellClassName: 'whitespace-normal',
      cell: (token) => (
        <>
          <div className="font-medium">{token.name}</div>
          <div className="font-mono text-muted-foreground text-xs">{token.prefix}…</div>
        </>
      ),
    },
    ...(showOwner ? OWNER_COLUMNS : []),
    {
      id: 'access',
      header: 'Access',
      cell: (token) => (
        <Badge variant={token.access === 'write' ? 'yellow' : 'gray'}>{accessLabel(token.access)}</Badge>
      ),
    },
    { id: 'created', header: 'Created', cell: (token) => formatDate(token.createdAt) },
    {
      id: 'expires',
      header: 'Expires',
      cell: (token) => (
        <>
          {formatDate(token.expiresAt)}
          {Date.parse(token.expiresAt) <= now && (
            <Badge variant="red" className="ml-2">
              Expired
            </Badge>
          )}
        </>
      ),
    },
    { id: 'lastUsed', header: 'Last Used', cell: (token) => formatDateTime(token.lastUsedAt, 'Never') },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      headClassName: 'text-right',
      cellClassName: 'text-right',
      cell: (token) => (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Revoke ${token.name}`}
          onClick={() => onRevoke(token)}
        >
          Revoke
        </Button>
      ),
    },
  ];
}

/** A service token belongs to no person: it reads "Service", with the administrator who made it beneath. */
const OWNER_COLUMNS: DataColumn<ApiToken>[] = [
  {
    id: 'owner',
    header: 'Owner',
    cellClassName: 'whitespace-normal',
    cell: (token) =>
      token.kind === 'service' ? (
        <>
          <Badge variant="purple">Service</Badge>
          <div className="text-muted-foreground text-xs">
            by <BreakableText text={token.ownerEmail} />
          </div>
        </>
      ) : (
        <BreakableText text={token.ownerEmail} />
      ),
  },
  {
    id: 'role',
    header: 'Role',
    cellClassName: 'whitespace-normal',
    cell: (token) =>
      token.kind === 'service' ? (
        roleLabel(token.role)
      ) : (
        <span className="text-muted-foreground">Owner’s role</span>
      ),
  },
];
