import { selectProvider } from './ai/select-provider.ts';
import type { Config } from './config.ts';
import { ChangeFeed } from './db/change-feed.ts';
import type { Db } from './db/client.ts';
import { createAccountSettingsService } from './modules/account-settings/service.ts';
import { createActivityService } from './modules/activity/service.ts';
import { createAdminService } from './modules/admin/service.ts';
import { createAnalyticsService } from './modules/analytics/service.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createComplianceService } from './modules/compliance/service.ts';
import { createDashboardService } from './modules/dashboard/service.ts';
import { createEventService } from './modules/events/service.ts';
import { createExportService } from './modules/exports/service.ts';
import { createFormulationService } from './modules/formulations/service.ts';
import { createHealthService } from './modules/health/service.ts';
import { createIdeationService } from './modules/ideation/service.ts';
import { createIngredientService } from './modules/ingredients/service.ts';
import { createProfileService } from './modules/profile/service.ts';
import { createRegulatoryRuleService } from './modules/regulatory-rules/service.ts';
import { createScenarioService } from './modules/scenarios/service.ts';
import { createSettingsService } from './modules/settings/service.ts';
import { createSupplierService } from './modules/suppliers/service.ts';
import { createSustainabilityService } from './modules/sustainability/service.ts';
import { createThemeService } from './modules/theme/service.ts';
import { createUserService } from './modules/users/service.ts';

/**
 * Every module's service, built once from narrow dependencies (no container): a module may call another
 * module's service, never its repository.
 */
export function createServices(db: Db, config: Config, databaseUrl: string, log: (message: string) => void) {
  const changes = new ChangeFeed(databaseUrl, config.readCache, log);
  const settings = createSettingsService({ db });
  const compliance = createComplianceService({ db });
  const formulations = createFormulationService({ db, afterSave: compliance.checkFormulation });
  const ingredients = createIngredientService({ db, formulations });
  const suppliers = createSupplierService({ db });
  const dashboard = createDashboardService({ db });
  const activity = createActivityService({ db });
  const users = createUserService({ db, settings });
  const auth = createAuthService({ db, settings, signInRateLimit: config.signInRateLimit, changes });
  const sources = { formulations, ingredients, suppliers, compliance, dashboard, activity, users };
  return {
    changes,
    auth,
    profile: createProfileService({ db, auth, settings }),
    accountSettings: createAccountSettingsService({ db }),
    health: createHealthService({ db }),
    formulations,
    ingredients,
    suppliers,
    dashboard,
    compliance,
    regulatoryRules: createRegulatoryRuleService({ db }),
    activity,
    users,
    admin: createAdminService({
      db,
      dataDir: config.dataDir,
      backupIntervalHours: config.backupIntervalHours,
      backupKeep: config.backupKeep,
      log,
    }),
    exports: createExportService({ db, dataDir: config.dataDir, sources }),
    events: createEventService({ db, url: databaseUrl, log }),
    settings,
    theme: createThemeService({ db }),
    sustainability: createSustainabilityService({ db, formulations, suppliers }),
    analytics: createAnalyticsService({ db }),
    scenarios: createScenarioService({ db, formulations, ingredients, suppliers }),
    ideation: createIdeationService({ db, provider: selectProvider(config) }),
  };
}
export type Services = ReturnType<typeof createServices>;
