import { LogOut, Settings, Shield, User as UserIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { displayName, initials } from '../../../domain/user/initials.ts';
import { can } from '../../../domain/user/permissions.ts';
import { roleLabel } from '../../../domain/user/roles.ts';
import type { User } from '../../../domain/user/user.ts';
import { Avatar, AvatarFallback, AvatarImage } from '../../components/ui/avatar.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { BreakableText } from '../../components/ui/breakable-text.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { LOGOUT_URL } from '../../lib/auth.ts';
import { href } from '../../lib/paths.ts';

/** As docs/product-rules.md, "The web app" has it: avatar, name or e-mail, e-mail, role; profile, settings, admin (admin only), log out. */
export function UserMenu({ user }: { user: User }) {
  const name = displayName(user);
  // The menu is portalled here, inside the header landmark, rather than at the end of <body>. It is not
  // modal: a modal menu hides the rest of the page with aria-hidden while focus can still leave it.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setContainer} className="contents">
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger className="rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-surface">
          <Avatar className="size-9">
            {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
            <AvatarFallback aria-hidden="true">{initials(user)}</AvatarFallback>
          </Avatar>
          <span className="sr-only">User menu</span>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64" container={container}>
          <DropdownMenuLabel className="space-y-1 font-normal">
            <p className="truncate font-medium text-sm">{name}</p>
            <p className="text-muted-foreground text-xs">
              <BreakableText text={user.email} />
            </p>
            <Badge variant="blue">{roleLabel(user.role)}</Badge>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link href={href('profile')}>
              <UserIcon aria-hidden="true" />
              View/Edit Profile
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link href={href('accountSettings')}>
              <Settings aria-hidden="true" />
              Account Settings
            </Link>
          </DropdownMenuItem>
          {can(user, 'read', 'admin') && (
            <DropdownMenuItem asChild>
              <Link href={href('admin')}>
                <Shield aria-hidden="true" />
                Admin Dashboard
              </Link>
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          {/* A full page load: the server ends the session and redirects. */}
          <DropdownMenuItem asChild>
            <a href={LOGOUT_URL}>
              <LogOut aria-hidden="true" />
              Log out
            </a>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
