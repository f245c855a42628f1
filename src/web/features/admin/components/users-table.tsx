import { Pencil, Trash2 } from 'lucide-react';
import type { AdminUser } from '../../../../domain/user/admin-user.ts';
import { displayName, initials } from '../../../../domain/user/initials.ts';
import { Avatar, AvatarFallback, AvatarImage } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { BreakableText } from '../../../components/ui/breakable-text.tsx';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { UserSecurityActions } from './user-security-actions.tsx';

interface UsersTableProps {
  users: AdminUser[] | undefined;
  isLoading: boolean;
  currentUserId: string;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  /** Opens the user's sessions (ADR 030). */
  onSessions: (user: AdminUser) => void;
}

function lastActive(user: AdminUser): string {
  if (user.lastActiveAt) return formatDate(user.lastActiveAt);
  return user.invitationPending ? 'Invitation pending' : 'Never';
}

/** As docs/product-rules.md, "The web app" has it: avatar, name, email, role, joined, last active; edit and delete per row. */
export function UsersTable({ users, isLoading, ...actions }: UsersTableProps) {
  return (
    <DataTable
      rows={isLoading ? undefined : (users ?? [])}
      busy={isLoading}
      columns={columns(actions)}
      rowKey={(user) => user.id}
      rowSkeleton="h-8 w-full"
      tintHeaderOnHover
    />
  );
}

function columns({
  currentUserId,
  onEdit,
  onDelete,
  onSessions,
}: Omit<UsersTableProps, 'users' | 'isLoading'>): DataColumn<AdminUser>[] {
  return [
    {
      id: 'avatar',
      header: 'Avatar',
      hideHeader: true,
      headClassName: 'w-12',
      cell: (user) => (
        <Avatar>
          {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
          <AvatarFallback aria-hidden="true">{initials(user)}</AvatarFallback>
        </Avatar>
      ),
    },
    {
      id: 'name',
      header: 'Name',
      cellClassName: 'whitespace-normal font-medium',
      cell: (user) => (
        <>
          {displayName(user)}
          {user.id === currentUserId && <span className="ml-1 text-muted-foreground text-xs">(you)</span>}
        </>
      ),
    },
    {
      id: 'email',
      header: 'Email',
      cellClassName: 'whitespace-normal',
      cell: (user) => <BreakableText text={user.email} />,
    },
    {
      id: 'role',
      header: 'Role',
      cellClassName: 'whitespace-normal',
      cell: (user) => (
        <Badge variant={user.role === 'admin' ? 'purple' : 'blue'} className="whitespace-normal">
          {user.roleLabel}
        </Badge>
      ),
    },
    { id: 'joined', header: 'Joined', cell: (user) => formatDate(user.createdAt) },
    { id: 'lastActive', header: 'Last Active', cell: lastActive },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      headClassName: 'text-right',
      cellClassName: 'whitespace-nowrap text-right',
      cell: (user) => {
        const name = displayName(user);
        return (
          <>
            <UserSecurityActions user={user} onSessions={() => onSessions(user)} />
            <IconButton icon={Pencil} aria-label={`Edit ${name}`} onClick={() => onEdit(user)} />
            {user.id !== currentUserId && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete ${name}`}
                onClick={() => onDelete(user)}
              >
                <Trash2 className="text-error-ink" aria-hidden="true" />
              </Button>
            )}
          </>
        );
      },
    },
  ];
}
