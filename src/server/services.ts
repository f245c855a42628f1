import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createComplianceService } from './modules/compliance/service.ts';
import { createDashboardService } from './modules/dashboard/service.ts';
import { createFormulationService } from './modules/formulations/service.ts';
import { createHealthService } from './modules/health/service.ts';
import { createIngredientService } from './modules/ingredients/service.ts';
import { createSettingsService } from './modules/settings/service.ts';
import { createSupplierService } from './modules/suppliers/service.ts';
import { createThemeService } from './modules/theme/service.ts';

/**
 * Every module's service, built once from narrow dependencies (no container): a module may call another
 * module's service, never its repository.
 */
export function createServices(db: Db, config: Config) {
  const settings = createSettingsService({ db });
  const formulations = createFormulationService({ db });
  return {
    auth: createAuthService({ db, settings, signInRateLimit: config.signInRateLimit }),
    health: createHealthService({ db }),
    formulations,
    ingredients: createIngredientService({ db, formulations }),
    suppliers: createSupplierService({ db }),
    dashboard: createDashboardService({ db }),
    compliance: createComplianceService({ db }),
    settings,
    theme: createThemeService({ db }),
  };
}
export type Services = ReturnType<typeof createServices>;
