import { PageHeader } from '../components/ui/page-header.tsx';
import { AdminTiles } from '../features/admin/components/admin-tiles.tsx';
import { BackgroundJobsCard } from '../features/admin/components/background-jobs-card.tsx';
import { BackupsCard } from '../features/admin/components/backups-card.tsx';
import { HealthBadge } from '../features/admin/components/health-badge.tsx';
import { MostUsedFeaturesCard } from '../features/admin/components/most-used-features-card.tsx';
import { RecentActivityCard } from '../features/admin/components/recent-activity-card.tsx';
import { SystemStatsCard } from '../features/admin/components/system-stats-card.tsx';

// The Announcements screen's route loads this module (app/routes.ts): a route of its own would add its chunk's
// name and dependencies to every screen's first download, which is at its budget (docs/product-rules.md, "Budgets").
export { AdminAnnouncementsPage } from './admin-announcements-page.tsx';

/** Admin dashboard (docs/product-rules.md, "The web app"): tiles, system statistics, backups, recent activity, health, background jobs, most used features. */
export function AdminPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Admin Dashboard"
        description="Manage users, appearance and platform settings, and watch the system."
        actions={<HealthBadge />}
      />
      <AdminTiles />
      <div className="grid gap-6 lg:grid-cols-2">
        {/* min-w-0: the column shrinks to a phone's width instead of growing to its longest row. */}
        <div className="min-w-0 space-y-6">
          <SystemStatsCard />
          <BackupsCard />
        </div>
        <div className="min-w-0 space-y-6">
          <RecentActivityCard />
          <MostUsedFeaturesCard />
        </div>
      </div>
      <BackgroundJobsCard />
    </div>
  );
}
