import {
  Activity,
  ChevronRight,
  KeyRound,
  type LucideIcon,
  Palette,
  Send,
  Settings,
  Users,
  Webhook,
} from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { href, type PathId } from '../../../lib/paths.ts';

const TILES: { to: PathId; icon: LucideIcon; title: string; description: string }[] = [
  {
    to: 'adminUsers',
    icon: Users,
    title: 'User Management',
    description: 'Add, edit and remove users and their roles',
  },
  {
    to: 'adminTheme',
    icon: Palette,
    title: 'Theme Settings',
    description: 'Colors, typography, layout and branding',
  },
  {
    to: 'adminSettings',
    icon: Settings,
    title: 'System Settings',
    description: 'Platform, security, notifications and features',
  },
  {
    to: 'adminActivity',
    icon: Activity,
    title: 'Activity Log',
    description: 'Every change: who, what and when',
  },
  {
    to: 'adminTokens',
    icon: KeyRound,
    title: 'API Tokens',
    description: 'Service tokens and every token that can use the API',
  },
  {
    to: 'adminWebhooks',
    icon: Webhook,
    title: 'Webhooks',
    description: 'Signed change notifications to other systems',
  },
  {
    to: 'announcements',
    icon: Send,
    title: 'Announcements',
    description: 'Product news to the users who opted in',
  },
];

/** The admin dashboard's links to the administration screens: rows of three on a wide screen. */
export function AdminTiles() {
  return (
    <nav aria-label="Administration" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {TILES.map(({ to, icon: Icon, title, description }) => (
        <Link
          key={to}
          href={href(to)}
          className="group rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          <Card className="h-full gap-2 transition-colors group-hover:bg-muted">
            <CardHeader className="grid-cols-[auto_1fr_auto] items-center gap-x-3">
              <span className="row-span-2 flex size-10 items-center justify-center rounded-lg bg-primary-subtle text-primary-ink">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <CardTitle as="h2" className="text-base">
                {title}
              </CardTitle>
              <ChevronRight className="row-span-2 size-4 text-muted-foreground" aria-hidden="true" />
              <CardDescription>{description}</CardDescription>
            </CardHeader>
          </Card>
        </Link>
      ))}
    </nav>
  );
}
