import { statusLabel } from '../../../domain/formulation/constants.ts';
import { activityLog } from '../schema.ts';
import { DEMO_ISSUES } from './compliance-issues.ts';
import { idOf, type SeedContext } from './context.ts';
import { DEMO_FORMULATIONS } from './formulation-data.ts';
import { statusTimeline } from './formulations.ts';
import { RAW_MATERIAL_UPDATES } from './raw-materials.ts';
import { DEMO_SCENARIOS } from './scenarios.ts';
import { DEMO_SUPPLIERS } from './suppliers.ts';

interface Entry {
  daysAgo: number;
  user: string;
  action: string;
  description: string;
  entityType: string | null;
  entityId: string | null;
}

/** How far back the log goes: older events predate the activity log. */
const HISTORY_DAYS = 60;

/** Admin actions that leave no other trace in the demo data. */
function adminEntries(ctx: SeedContext): Entry[] {
  const user = (key: string) => idOf(ctx.users, key, 'user');
  return [
    {
      daysAgo: 56,
      user: 'admin',
      action: 'settings_modified',
      description: 'Session timeout set to 8 hours',
      entityType: 'settings',
      entityId: '1',
    },
    {
      daysAgo: 55,
      user: 'admin',
      action: 'theme_update',
      description: 'Applied the "Clinical Blue" theme',
      entityType: 'theme',
      entityId: null,
    },
    {
      daysAgo: 54,
      user: 'admin',
      action: 'user_role_change',
      description: 'Changed Tom Becker from Editor to Viewer',
      entityType: 'user',
      entityId: user('viewer'),
    },
    {
      daysAgo: 36,
      user: 'admin',
      action: 'user_role_change',
      description: 'Changed Laura Chen from Viewer to Finance/Cost Analyst',
      entityType: 'user',
      entityId: user('finance'),
    },
    {
      daysAgo: 14,
      user: 'admin',
      action: 'settings_modified',
      description: 'Maximum login attempts set to 5',
      entityType: 'settings',
      entityId: '1',
    },
    {
      daysAgo: 7,
      user: 'admin',
      action: 'theme_update',
      description: 'Brand tagline set to "Advanced R&D Platform"',
      entityType: 'theme',
      entityId: null,
    },
    {
      daysAgo: 1,
      user: 'admin',
      action: 'user_role_change',
      description: 'Changed Priya Shah from Viewer to Editor',
      entityType: 'user',
      entityId: user('editor'),
    },
  ];
}

/** Entries derived from the seeded rows themselves, so the log and the data tell the same story. */
function dataEntries(ctx: SeedContext): Entry[] {
  const entries: Entry[] = [];
  for (const f of DEMO_FORMULATIONS) {
    const entityId = idOf(ctx.formulations, f.key, 'formulation');
    const label = f.previous ? `"${f.name}" version 2` : `"${f.name}"`;
    for (const change of statusTimeline(f)) {
      const by = change.from === 'compliance_review' ? 'regulatory' : f.createdBy;
      entries.push(
        change.from === null
          ? {
              daysAgo: change.daysAgo,
              user: by,
              action: 'formulation_create',
              description: `Created ${label}`,
              entityType: 'formulation',
              entityId,
            }
          : {
              daysAgo: change.daysAgo,
              user: by,
              action: 'formulation_update',
              description: `Moved ${label} to ${statusLabel(change.to)}`,
              entityType: 'formulation',
              entityId,
            },
      );
    }
  }
  for (const issue of DEMO_ISSUES) {
    const base = {
      action: 'compliance_issue_update',
      entityType: 'compliance_issue',
      entityId: idOf(ctx.issues, issue.title, 'compliance issue'),
    };
    entries.push({
      ...base,
      daysAgo: issue.createdDaysAgo,
      user: issue.reportedBy,
      description: `Reported "${issue.title}"`,
    });
    if (issue.changedDaysAgo !== undefined) {
      const verb = issue.status === 'resolved' ? 'Resolved' : 'Started review of';
      entries.push({
        ...base,
        daysAgo: issue.changedDaysAgo,
        user: 'regulatory',
        description: `${verb} "${issue.title}"`,
      });
    }
  }
  for (const s of DEMO_SCENARIOS) {
    entries.push({
      daysAgo: s.createdDaysAgo,
      user: s.createdBy,
      action: 'scenario_create',
      description: `Created scenario "${s.name}"`,
      entityType: 'scenario',
      entityId: null,
    });
  }
  for (const s of DEMO_SUPPLIERS) {
    entries.push({
      daysAgo: s.createdDaysAgo,
      user: 'procurement',
      action: 'supplier_create',
      description: `Added supplier ${s.name}`,
      entityType: 'supplier',
      entityId: idOf(ctx.suppliers, s.key, 'supplier'),
    });
  }
  for (const [key, daysAgo, description] of RAW_MATERIAL_UPDATES) {
    entries.push({
      daysAgo,
      user: 'procurement',
      action: 'ingredient_update',
      description,
      entityType: 'ingredient',
      entityId: idOf(ctx.rawMaterials, key, 'ingredient').id,
    });
  }
  return entries;
}

export function activityEntries(ctx: SeedContext): Entry[] {
  return [...adminEntries(ctx), ...dataEntries(ctx)].filter((entry) => entry.daysAgo <= HISTORY_DAYS);
}

export async function seedActivity(ctx: SeedContext): Promise<void> {
  await ctx.tx.insert(activityLog).values(
    activityEntries(ctx).map(({ daysAgo, user, ...entry }) => ({
      ...entry,
      userId: idOf(ctx.users, user, 'user'),
      createdAt: ctx.daysAgo(daysAgo),
    })),
  );
}
