import { Search, UserPlus, Users } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { AdminUser } from '../../domain/user/admin-user.ts';
import { displayName } from '../../domain/user/initials.ts';
import { ROLES, roleLabel } from '../../domain/user/roles.ts';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { Input } from '../components/ui/input.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../components/ui/select.tsx';
import { useAdminUsers } from '../features/admin/api/users.ts';
import { DeleteUserDialog } from '../features/admin/components/delete-user-dialog.tsx';
import {
  InvitationDialog,
  UserFormDialog,
  UserSessionsDialog,
} from '../features/admin/components/lazy-dialogs.ts';
import { UsersTable } from '../features/admin/components/users-table.tsx';
import { useAuth } from '../lib/auth.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';

const ALL_ROLES = 'all';

/** User management (docs/product-rules.md, "The web app"): search, role filter, count, the table and its dialogs. */
export function AdminUsersPage() {
  const { user: me } = useAuth();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState(ALL_ROLES);
  const q = useDebouncedValue(search.trim());
  const {
    data: users,
    isLoading,
    isError,
  } = useAdminUsers({ q: q || undefined, role: role === ALL_ROLES ? undefined : role });
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<AdminUser | undefined>();
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [sessionsOf, setSessionsOf] = useState<AdminUser | null>(null);
  const [invite, setInvite] = useState<{ name: string; url: string } | null>(null);
  const count = users?.length ?? 0;

  return (
    <div className="space-y-6">
      <PageHeader
        title="User Management"
        description="Manage who can sign in and what their role lets them do."
        actions={
          <Button
            onClick={() => {
              setEditing(undefined);
              setFormOpen(true);
            }}
          >
            <UserPlus aria-hidden="true" />
            Add User
          </Button>
        }
      />
      <Card className="gap-4">
        <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="search"
              aria-label="Search users"
              placeholder="Search by name or email..."
              className="pl-9"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <Select value={role} onValueChange={setRole}>
            <SelectTrigger aria-label="Filter by role" className="sm:w-64">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL_ROLES}>All roles</SelectItem>
              {ROLES.map((value) => (
                <SelectItem key={value} value={value}>
                  {roleLabel(value)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <p className="whitespace-nowrap text-muted-foreground text-sm" aria-live="polite">
            {isLoading ? 'Loading users…' : `${count} ${count === 1 ? 'user' : 'users'}`}
          </p>
        </CardContent>
        <CardContent>
          {isError ? (
            <p className="text-error-ink text-sm">Unable to load users</p>
          ) : !isLoading && count === 0 ? (
            <EmptyState icon={<Users />} title="No users found" description="Try another search or role." />
          ) : (
            <UsersTable
              users={users}
              isLoading={isLoading}
              currentUserId={me?.id ?? ''}
              onEdit={(user) => {
                setEditing(user);
                setFormOpen(true);
              }}
              onDelete={setDeleting}
              onSessions={setSessionsOf}
            />
          )}
        </CardContent>
      </Card>
      {formOpen && (
        <Suspense fallback={null}>
          <UserFormDialog
            open
            onOpenChange={setFormOpen}
            user={editing}
            isSelf={!!editing && editing.id === me?.id}
            onCreated={({ user, invitationUrl }) => {
              if (invitationUrl) setInvite({ name: displayName(user), url: invitationUrl });
            }}
          />
        </Suspense>
      )}
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
      <UserSessionsDialog user={sessionsOf} onClose={() => setSessionsOf(null)} />
      <InvitationDialog invite={invite} onClose={() => setInvite(null)} />
    </div>
  );
}
