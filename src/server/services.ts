import { selectProvider } from './ai/select-provider.ts';
import type { Config } from './config.ts';
import { ChangeFeed } from './db/change-feed.ts';
import type { Db } from './db/client.ts';
import { CommitFeed } from './db/commit-feed.ts';
import { createFileStore } from './files/index.ts';
import { createAccountSettingsService } from './modules/account-settings/service.ts';
import { createActivityService } from './modules/activity/service.ts';
import { createAdminService } from './modules/admin/service.ts';
import { createAnalyticsService } from './modules/analytics/service.ts';
import { createAnnouncementService } from './modules/announcements/service.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createChangeProposalService } from './modules/change-proposals/service.ts';
import { createComplianceService } from './modules/compliance/service.ts';
import { createDashboardService } from './modules/dashboard/service.ts';
import { createDocumentService } from './modules/documents/service.ts';
import { createEventService } from './modules/events/service.ts';
import { createExportService } from './modules/exports/service.ts';
import { createBatchTicketService } from './modules/formulations/batch-ticket-service.ts';
import { loadContents, streamContents } from './modules/formulations/content.ts';
import { loadOptimizerInputs } from './modules/formulations/optimizer-inputs.ts';
import { createFormulationService } from './modules/formulations/service.ts';
import { createHealthService } from './modules/health/service.ts';
import { createIdeationService } from './modules/ideation/service.ts';
import { createDispatcher } from './modules/integrations/dispatcher.ts';
import { createTokenService } from './modules/integrations/tokens-service.ts';
import { createWebhookService } from './modules/integrations/webhooks-service.ts';
import { createJobService } from './modules/jobs/service.ts';
import { stabilityTimepointReminders } from './modules/lab/reminders.ts';
import { createLabService } from './modules/lab/service.ts';
import { createStabilityService } from './modules/lab/stability-service.ts';
import { createMarketService } from './modules/markets/service.ts';
import { createMailer } from './modules/notifications/mailer.ts';
import { createPushSender } from './modules/notifications/push.ts';
import { createNotificationService } from './modules/notifications/service.ts';
import { createSmsProvider } from './modules/notifications/sms.ts';
import { createOidcService } from './modules/oidc/service.ts';
import { createImpactService } from './modules/optimizer/impact-service.ts';
import { createOptimizerService } from './modules/optimizer/service.ts';
import { createPeopleService } from './modules/people/service.ts';
import { createProfileService } from './modules/profile/service.ts';
import { createRawMaterialService } from './modules/raw-materials/service.ts';
import { createRegulatoryDatasetService } from './modules/regulatory-datasets/service.ts';
import { createRegulatoryRuleService } from './modules/regulatory-rules/service.ts';
import { documentExpiryReminders } from './modules/reminders/document-reminders.ts';
import { complianceIssueReminders, createReminderService } from './modules/reminders/service.ts';
import { checkApproval } from './modules/safety/assessment.ts';
import { createAssessmentService } from './modules/safety/assessment-service.ts';
import { createEffectsService } from './modules/safety/effects-service.ts';
import { createPifService } from './modules/safety/pif-service.ts';
import { createToxicologyService } from './modules/safety/toxicology-service.ts';
import { createScenarioService } from './modules/scenarios/service.ts';
import { createSettingsService } from './modules/settings/service.ts';
import { createSubstanceService } from './modules/substances/service.ts';
import { createSupplierService } from './modules/suppliers/service.ts';
import { createOfferService } from './modules/supply/offers-service.ts';
import { followRawMaterialForm } from './modules/supply/preferred-cost.ts';
import { createRateService } from './modules/supply/rates-service.ts';
import { createSupplyTransfer } from './modules/supply/transfer-service.ts';
import { createSustainabilityService } from './modules/sustainability/service.ts';
import { createThemeService } from './modules/theme/service.ts';
import { createTwoFactorService } from './modules/two-factor/service.ts';
import { createUsageService } from './modules/usage/service.ts';
import { createUserService } from './modules/users/service.ts';
import { createSecretBox } from './secrets/secret-box.ts';

/**
 * Every module's service, built once from narrow dependencies (no container): a module may call another
 * module's service, never its repository.
 */
export function createServices(db: Db, config: Config, databaseUrl: string, log: (message: string) => void) {
  const commits = new CommitFeed(db, databaseUrl, log);
  // TOTP and webhook secrets are sealed at rest with the environment's key (ADR 031).
  const secrets = createSecretBox(config.secrets.current, config.secrets.previous);
  const changes = new ChangeFeed(commits, config.readCache);
  const settings = createSettingsService({ db });
  // Offers and dated rates drive the raw materials' costs (ADR 061, ADR 062).
  const companyCurrency = async () => (await settings.get()).finance.companyCurrency;
  // Exports and backups live where every instance reads them (ADR 038).
  const files = createFileStore(config, db.$client);
  const notifications = createNotificationService({
    db,
    mailer: createMailer(config.mail),
    push: createPushSender({ db, config: config.push, secrets, log }),
    sms: createSmsProvider(config.sms),
    settings,
    log,
  });
  // The regulatory engine reads the formulations' substance content; every change that can alter a check hands
  // it the affected formulations in its own transaction (docs/product-rules.md, "Compliance": checks never go stale). An issue assigned to
  // someone is news for them (account settings' "updates" category, ADR 013).
  const compliance = createComplianceService({
    db,
    contents: streamContents,
    // A critical issue is also a critical alert: the one kind of update that goes by SMS (ADR 064).
    onAssigned: (assigneeId, issue) =>
      notifications.notify(assigneeId, {
        category: issue.severity === 'critical' ? 'critical' : 'updates',
        title: 'A compliance issue was assigned to you',
        body: `"${issue.title}" is yours to follow up in Regulatory Compliance.`,
      }),
  });
  const formulations = createFormulationService({
    db,
    changes,
    checks: compliance.saveChecks,
    labelWarnings: compliance.labelWarnings,
    // A move to approved with open safety findings needs a signed conclusion accepting them (ADR 052).
    approvalGate: (formulation, open) => checkApproval(db, formulation, open),
    deleteAlerts: compliance.deleteAlertsOf,
  });
  // Master data that changes compliance (ADR 037): a proposal is applied by the module that owns its record.
  const proposals = createChangeProposalService({
    db,
    appliers: {
      substance: (...args) => substances.applyApproved(...args),
      raw_material: (...args) => rawMaterials.applyApproved(...args),
    },
  });
  const substances = createSubstanceService({
    db,
    afterChange: compliance.recheckForSubstance,
    review: compliance.reviewIssues,
    proposals,
    search: { feed: changes, log },
  });
  const rawMaterials = createRawMaterialService({
    db,
    formulations,
    substances,
    proposals,
    afterCompositionChange: compliance.recheckForRawMaterial,
    search: { feed: changes, log },
    afterCostFieldsChange: async (tx, id, before, after, actor) =>
      followRawMaterialForm(tx, await companyCurrency(), id, before, after, actor),
  });
  const suppliers = createSupplierService({ db });
  const supply = {
    offers: createOfferService({ db, formulations, companyCurrency }),
    rates: createRateService({ db, formulations, companyCurrency }),
    transfer: createSupplyTransfer({ db, formulations, companyCurrency }),
  };
  // Raw-material and supplier documents, their bytes in the file store (ADR 069).
  const documents = createDocumentService({ db, files });
  const dashboard = createDashboardService({ db });
  const activity = createActivityService({ db });
  const accountSettings = createAccountSettingsService({ db });
  const notice = (userId: string, title: string, body: string) =>
    notifications.notify(userId, { category: 'security', title, body });
  const twoFactor = createTwoFactorService({ db, settings, notice, secrets, log });
  const auth = createAuthService({
    db,
    settings,
    signInRateLimit: config.signInRateLimit,
    changes,
    twoFactor,
    ...(!config.signInSlowdown && { sleep: async () => undefined }),
  });
  const users = createUserService({
    db,
    settings,
    lockouts: auth,
    sessions: auth,
    mail: { configured: notifications.mailConfigured, mailTo: notifications.mailTo, notice },
  });
  // The safety assessment reads the same substance content as the checks; a profile change or an exposure
  // category re-checks what it reaches in its own transaction (ADR 052).
  const assessment = createAssessmentService({
    db,
    contents: loadContents,
    recheckFormulation: compliance.recheckFormulation,
  });
  const effects = createEffectsService({ db, notify: notifications.notify });
  const stability = createStabilityService({ db });
  const safety = {
    toxicology: createToxicologyService({ db, recheck: compliance.recheckForSubstance }),
    assessment,
    effects,
    pif: createPifService({
      db,
      contents: loadContents,
      formulations,
      assessment,
      effects,
      stability,
      brand: async () => (await settings.get()).platform.name,
    }),
  };
  const ideation = createIdeationService({ db, provider: selectProvider(config), formulations, compliance });
  const dispatcher = createDispatcher({
    db,
    allowPrivate: config.webhookAllowPrivate,
    retryBaseMs: config.webhookRetryBaseMs,
    log,
    secrets,
  });
  // The lab reads formulations through their service; stability reminders go out as each owner chose (ADR 051).
  const sources = {
    formulations,
    rawMaterials,
    substances,
    suppliers,
    compliance,
    dashboard,
    activity,
    users,
    ideation,
    safety: assessment,
  };
  return {
    commits,
    changes,
    secrets,
    auth,
    twoFactor,
    notifications,
    oidc: createOidcService({ db, config: config.oidc, log }),
    people: createPeopleService({ db }),
    announcements: createAnnouncementService({ db, notify: notifications.notify }),
    profile: createProfileService({ db, auth, settings, notice, emailChanges: users }),
    accountSettings,
    usage: createUsageService({ db, accountSettings }),
    tokens: createTokenService({ db }),
    dispatcher,
    webhooks: createWebhookService({ db, allowPrivate: config.webhookAllowPrivate, secrets }),
    files,
    jobs: createJobService({ db }),
    reminders: createReminderService({
      db,
      // An expiring document reminds whoever uploaded its current version (ADR 069).
      sources: [
        complianceIssueReminders(db),
        stabilityTimepointReminders(stability.dueTimepoints),
        documentExpiryReminders(documents.expiringBetween),
      ],
      notify: notifications.notify,
    }),
    health: createHealthService({ db }),
    formulations,
    supply,
    documents,
    batchTickets: createBatchTicketService({
      formulation: formulations.get,
      brand: async () => (await settings.get()).platform.name,
    }),
    lab: createLabService({ db, formulation: formulations.get }),
    stability,
    ingredients: rawMaterials,
    substances,
    proposals,
    suppliers,
    dashboard,
    compliance,
    safety,
    regulatoryRules: createRegulatoryRuleService({ db, recheck: compliance.recheckForRule }),
    markets: createMarketService({ db, recheckAll: compliance.recheckAll }),
    regulatoryDatasets: createRegulatoryDatasetService({
      db,
      contents: streamContents,
      activeRules: compliance.activeRules,
      recheck: compliance.recheckFormulations,
    }),
    activity,
    users,
    admin: createAdminService({
      db,
      files,
      backupIntervalHours: config.backupIntervalHours,
      backupKeep: config.backupKeep,
    }),
    exports: createExportService({
      db,
      files,
      sources,
      settings,
      keep: config.exportKeep,
      maxBytes: config.exportMaxBytes,
    }),
    events: createEventService({ db, commits, settings }),
    settings,
    theme: createThemeService({ db }),
    sustainability: createSustainabilityService({ db, formulations, suppliers }),
    analytics: createAnalyticsService({ db }),
    scenarios: createScenarioService({ db, formulations, rawMaterials, suppliers }),
    ideation,
    optimizer: createOptimizerService({ db, inputs: loadOptimizerInputs, compliance }),
    impact: createImpactService({ db, compliance }),
  };
}
export type Services = ReturnType<typeof createServices>;
