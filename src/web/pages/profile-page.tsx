import { lazy, Suspense } from 'react';
import { displayName, initials } from '../../domain/user/initials.ts';
import { can } from '../../domain/user/permissions.ts';
import { roleLabel } from '../../domain/user/roles.ts';
import { Avatar, AvatarFallback, AvatarImage } from '../components/ui/avatar.tsx';
import { Badge } from '../components/ui/badge.tsx';
import { BreakableText } from '../components/ui/breakable-text.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { useAuth } from '../lib/auth.ts';
import { formatDate, formatDateTime } from '../lib/format.ts';

// People's route loads this module (app/routes.ts): both screens are cards of the same components, and a chunk of
// its own would add its name and dependencies to every screen's first download (docs/product-rules.md, "Budgets").
export { PeoplePage } from './people-page.tsx';

// The forms carry zod and react-hook-form, the token card its dialogs: loaded after the overview renders, so the
// screen's first download stays within the route budget (docs/product-rules.md, "Budgets").
const PersonalInfoForm = lazy(async () => ({
  default: (await import('../features/profile/components/personal-info-form.tsx')).PersonalInfoForm,
}));
const ChangePasswordForm = lazy(async () => ({
  default: (await import('../features/profile/components/change-password-form.tsx')).ChangePasswordForm,
}));
const ApiTokensCard = lazy(async () => ({
  default: (await import('../features/api-tokens/index.ts')).ApiTokensCard,
}));

/**
 * The signed-in user's own profile: overview, personal information, password, account information (the profile
 * feature) and the user's API tokens (the api-tokens feature).
 */
export function ProfilePage() {
  const { user } = useAuth();
  if (!user) return null;
  const isAdmin = can(user, 'read', 'admin');
  return (
    <div className="space-y-6">
      <PageHeader title="Profile" description="Your personal information, password and account details." />
      <Card>
        <CardContent className="flex flex-wrap items-center gap-4 pt-6">
          <Avatar className="size-16 text-lg">
            {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
            <AvatarFallback>{initials(user)}</AvatarFallback>
          </Avatar>
          <div className="min-w-0 space-y-1">
            <p className="font-semibold text-xl">{displayName(user)}</p>
            <p className="text-muted-foreground">
              <BreakableText text={user.email} />
            </p>
            <Badge variant="blue">{roleLabel(user.role)}</Badge>
          </div>
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Suspense fallback={<Skeleton aria-busy="true" className="h-96 w-full" />}>
          <PersonalInfoForm user={user} />
        </Suspense>
        <div className="space-y-6">
          <Suspense fallback={<Skeleton aria-busy="true" className="h-72 w-full" />}>
            <ChangePasswordForm twoFactor={user.twoFactorEnabled} />
          </Suspense>
          <Card>
            <CardHeader>
              <CardTitle>Account Information</CardTitle>
              <CardDescription>Read-only details of your account.</CardDescription>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-muted-foreground">Role</dt>
                <dd>{roleLabel(user.role)}</dd>
                <dt className="text-muted-foreground">Member since</dt>
                <dd>{formatDate(user.createdAt)}</dd>
                <dt className="text-muted-foreground">Last active</dt>
                <dd>{formatDateTime(user.lastActiveAt, 'Not recorded yet')}</dd>
                <dt className="text-muted-foreground">Account ID</dt>
                <dd className="break-all font-mono text-xs">{user.id}</dd>
              </dl>
              {!isAdmin && (
                <p className="mt-4 text-muted-foreground text-sm">
                  Your role is managed by administrators. Ask an administrator to change it.
                </p>
              )}
            </CardContent>
          </Card>
        </div>
      </div>
      <Suspense fallback={<Skeleton aria-busy="true" className="h-48 w-full" />}>
        <ApiTokensCard />
      </Suspense>
    </div>
  );
}
