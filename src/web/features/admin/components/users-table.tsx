import { Pencil, Trash2 } from 'lucide-react';
import type { AdminUser } from '../../../../domain/user/admin-user.ts';
import { displayName, initials } from '../../../../domain/user/initials.ts';
import { Avatar, AvatarFallback, AvatarImage } from '../../../components/ui/avatar.tsx';
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
import { formatDate } from '../../../lib/format.ts';
import { placeholderKeys } from '../lib/placeholders.ts';
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
export function UsersTable({
  users,
  isLoading,
  currentUserId,
  onEdit,
  onDelete,
  onSessions,
}: UsersTableProps) {
  return (
    <Table aria-busy={isLoading}>
      <TableHeader>
        <TableRow>
          <TableHead className="w-12">
            <span className="sr-only">Avatar</span>
          </TableHead>
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Joined</TableHead>
          <TableHead>Last Active</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {isLoading
          ? placeholderKeys(5).map((key) => (
              <TableRow key={key}>
                <TableCell colSpan={7}>
                  <Skeleton className="h-8 w-full" />
                </TableCell>
              </TableRow>
            ))
          : users?.map((user) => {
              const name = displayName(user);
              const isSelf = user.id === currentUserId;
              return (
                <TableRow key={user.id}>
                  <TableCell>
                    <Avatar>
                      {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
                      <AvatarFallback aria-hidden="true">{initials(user)}</AvatarFallback>
                    </Avatar>
                  </TableCell>
                  <TableCell className="whitespace-normal font-medium">
                    {name}
                    {isSelf && <span className="ml-1 text-muted-foreground text-xs">(you)</span>}
                  </TableCell>
                  <TableCell className="whitespace-normal">
                    <BreakableText text={user.email} />
                  </TableCell>
                  <TableCell className="whitespace-normal">
                    <Badge variant={user.role === 'admin' ? 'purple' : 'blue'} className="whitespace-normal">
                      {user.roleLabel}
                    </Badge>
                  </TableCell>
                  <TableCell>{formatDate(user.createdAt)}</TableCell>
                  <TableCell>{lastActive(user)}</TableCell>
                  <TableCell className="whitespace-nowrap text-right">
                    <UserSecurityActions user={user} onSessions={() => onSessions(user)} />
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit ${name}`}
                      onClick={() => onEdit(user)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    {!isSelf && (
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Delete ${name}`}
                        onClick={() => onDelete(user)}
                      >
                        <Trash2 className="text-error-ink" aria-hidden="true" />
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
      </TableBody>
    </Table>
  );
}
