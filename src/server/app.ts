import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { type Config, configWarnings } from './config.ts';
import type { Database } from './db/client.ts';
import { SECURITY_SCHEMES, transform, transformObject } from './http/openapi.ts';
import { createLogging } from './http/request-log.ts';
import { requestLoggerFactory } from './http/request-logger.ts';
import { startTracing } from './http/tracing.ts';
import type { JobWorker } from './jobs/worker.ts';
import { accountSettingsRoutes } from './modules/account-settings/routes.ts';
import { activityRoutes } from './modules/activity/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { announcementRoutes } from './modules/announcements/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { changeProposalRoutes } from './modules/change-proposals/routes.ts';
import { complianceRoutes } from './modules/compliance/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { exportRoutes } from './modules/exports/routes.ts';
import { formulationRoutes } from './modules/formulations/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { ideationRoutes } from './modules/ideation/routes.ts';
import { docsRoutes } from './modules/integrations/docs-routes.ts';
import { tokenRoutes } from './modules/integrations/tokens-routes.ts';
import { webhookRoutes } from './modules/integrations/webhooks-routes.ts';
import { jobQueueGauges } from './modules/jobs/queue-gauges.ts';
import { jobRoutes } from './modules/jobs/routes.ts';
import { labRoutes } from './modules/lab/routes.ts';
import { marketRoutes } from './modules/markets/routes.ts';
import { pushRoutes } from './modules/notifications/push-routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { oidcLinkRoutes } from './modules/oidc/link-routes.ts';
import { oidcRoutes } from './modules/oidc/routes.ts';
import { impactRoutes } from './modules/optimizer/impact-routes.ts';
import { optimizerRoutes } from './modules/optimizer/routes.ts';
import { peopleRoutes } from './modules/people/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { rawMaterialRoutes } from './modules/raw-materials/routes.ts';
import { regulatoryDatasetRoutes } from './modules/regulatory-datasets/routes.ts';
import { regulatoryRuleRoutes } from './modules/regulatory-rules/routes.ts';
import { safetyRoutes } from './modules/safety/routes.ts';
import { scenarioRoutes } from './modules/scenarios/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { substanceRoutes } from './modules/substances/routes.ts';
import { supplierRoutes } from './modules/suppliers/routes.ts';
import { supplyRoutes } from './modules/supply/routes.ts';
import { sustainabilityRoutes } from './modules/sustainability/routes.ts';
import { themeRoutes } from './modules/theme/routes.ts';
import { twoFactorRoutes } from './modules/two-factor/routes.ts';
import { usageRoutes } from './modules/usage/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { userSecurityRoutes } from './modules/users/security-routes.ts';
import authPlugin, { sessionCookieName } from './plugins/auth.ts';
import errorsPlugin from './plugins/errors.ts';
import hostileInputPlugin from './plugins/hostile-input.ts';
import metricsPlugin from './plugins/metrics.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import responseCachePlugin from './plugins/response-cache.ts';
import securityPlugin from './plugins/security.ts';
import staticWeb from './plugins/static-web.ts';
import { createServices, type Services } from './services.ts';
import { startJobWorker } from './worker-process.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    config: Config;
  }
}

/** Builds the app: external plugins, then our plugins, then one plugin per module (STYLE 7). */
export async function buildApp(
  config: Config,
  database: Database,
  options: { logStream?: DestinationStream } = {},
): Promise<FastifyInstance> {
  const logging =
    config.logLevel === 'silent' ? undefined : createLogging(config.logLevel, options.logStream);
  const app = Fastify({
    // As Fastify's base logger: the app's type stays the one every module is written against.
    ...(logging
      ? {
          loggerInstance: logging.logger as FastifyBaseLogger,
          logController: logging.logController,
          childLoggerFactory: requestLoggerFactory,
        }
      : { logger: false }),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  for (const warning of configWarnings(config)) app.log.warn(warning);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  // Traces first, so that every route and hook registered after it is traced (ADR 044).
  if (config.tracing) {
    const tracing = await startTracing(config.tracing);
    await app.register(tracing.plugin);
    app.addHook('onClose', () => tracing.shutdown());
  }

  const services = createServices(database.db, config, database.url, (message) => app.log.warn(message));
  app.decorate('services', services);
  app.decorate('config', config);
  await app.register(metricsPlugin, {
    access: config.metrics,
    pool: database.pool,
    commits: services.commits,
    openEventStreams: services.events.openStreams,
    droppedLogLines: () => logging?.droppedLines() ?? 0,
  });
  for (const gauge of jobQueueGauges(services.jobs.queueStats)) app.metrics.addGauge(gauge);
  const cookieName = sessionCookieName(config.secureCookies);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Formulary API',
        version: '1.0.0',
        description:
          'The R&D platform of formulations, raw materials, suppliers and compliance. Authenticate with an API ' +
          'token (`Authorization: Bearer fmy_…`); webhooks push changes (see the administration).',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'This server' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform,
    transformObject,
  });
  await app.register(cookie);
  await app.register(errorsPlugin);
  await app.register(rateLimitPlugin, { db: database.db });
  await app.register(hostileInputPlugin);
  await app.register(securityPlugin, { publicOrigin: config.publicOrigin, secure: config.secureCookies });
  await app.register(authPlugin, {
    auth: services.auth,
    tokens: services.tokens,
    tokenRateLimit: config.apiTokenRateLimit,
    cookieName,
    secureCookies: config.secureCookies,
  });
  await app.register(responseCachePlugin, { changes: services.changes });

  const signInReply = {
    cookieName,
    secureCookies: config.secureCookies,
    notifications: services.notifications,
  };
  await app.register(healthRoutes, { ping: () => services.health.ping() });
  await app.register(authRoutes, { auth: services.auth, sso: services.oidc.enabled, ...signInReply });
  const oidcOptions = {
    oidc: services.oidc,
    auth: services.auth,
    publicOrigin: config.publicOrigin,
    secrets: services.secrets,
    ...signInReply,
  };
  await app.register(oidcRoutes, oidcOptions);
  await app.register(oidcLinkRoutes, oidcOptions);
  await app.register(twoFactorRoutes, { twoFactor: services.twoFactor, auth: services.auth, ...signInReply });
  await app.register(notificationRoutes, { notifications: services.notifications });
  await app.register(usageRoutes, { usage: services.usage });
  await app.register(pushRoutes, {
    push: services.notifications.push,
    allowPrivate: config.webhookAllowPrivate,
  });

  await app.register(themeRoutes, { theme: services.theme });
  await app.register(settingsRoutes, {
    settings: services.settings,
    mailConfigured: services.notifications.mailConfigured,
    smsConfigured: services.notifications.smsConfigured,
    ssoEnabled: services.oidc.enabled,
  });
  await app.register(userRoutes, {
    users: services.users,
    auth: services.auth,
    publicOrigin: config.publicOrigin,
    signUpRateLimit: config.signUpRateLimit,
    ...signInReply,
  });
  await app.register(userSecurityRoutes, { users: services.users });
  await app.register(activityRoutes, { activity: services.activity });
  await app.register(adminRoutes, { admin: services.admin, auth: services.auth });
  await app.register(jobRoutes, { jobs: services.jobs });
  await app.register(formulationRoutes, {
    formulations: services.formulations,
    batchTickets: services.batchTickets,
  });
  await app.register(optimizerRoutes, { optimizer: services.optimizer });
  await app.register(impactRoutes, { impact: services.impact });
  await app.register(labRoutes, { lab: services.lab, stability: services.stability });
  await app.register(rawMaterialRoutes, { ingredients: services.ingredients });
  await app.register(supplyRoutes, services.supply);
  await app.register(documentRoutes, { documents: services.documents });
  await app.register(substanceRoutes, { substances: services.substances });
  await app.register(changeProposalRoutes, { proposals: services.proposals });
  await app.register(supplierRoutes, { suppliers: services.suppliers });
  await app.register(dashboardRoutes, { dashboard: services.dashboard });
  await app.register(sustainabilityRoutes, { sustainability: services.sustainability });
  await app.register(analyticsRoutes, { analytics: services.analytics });
  await app.register(complianceRoutes, { compliance: services.compliance });
  await app.register(safetyRoutes, { ...services.safety, auth: services.auth });
  await app.register(regulatoryRuleRoutes, { rules: services.regulatoryRules });
  await app.register(marketRoutes, { markets: services.markets });
  await app.register(regulatoryDatasetRoutes, { datasets: services.regulatoryDatasets });
  await app.register(scenarioRoutes, { scenarios: services.scenarios });
  await app.register(exportRoutes, { exports: services.exports, rateLimit: config.exportRateLimit });
  await app.register(ideationRoutes, { ideation: services.ideation });
  await app.register(profileRoutes, {
    profile: services.profile,
    cookieName,
    secureCookies: config.secureCookies,
    publicOrigin: config.publicOrigin,
  });
  await app.register(peopleRoutes, { people: services.people });
  await app.register(announcementRoutes, { announcements: services.announcements });
  await app.register(tokenRoutes, { tokens: services.tokens });
  await app.register(webhookRoutes, { webhooks: services.webhooks });
  await app.register(accountSettingsRoutes, { accountSettings: services.accountSettings });
  await app.register(eventRoutes, {
    events: services.events,
    auth: services.auth,
    changes: services.changes,
  });

  // The event feed listens from start to close; open streams end before the server waits for its connections.
  await services.commits.start();
  await services.events.start();
  services.changes.start();
  // `npm start` runs the background job worker in this same process; FORMULARY_ROLE=web leaves it to another.
  let worker: JobWorker | undefined;
  if (config.role === 'all') {
    app.addHook('onReady', async () => {
      worker = await startJobWorker(config, database.url, services, (message) => app.log.warn(message));
    });
  }
  app.addHook('preClose', async () => {
    await worker?.stop();
    services.changes.stop();
    await services.events.stop();
    await services.commits.stop();
    services.notifications.close();
    await services.files.close();
  });

  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
  await app.register(docsRoutes);
  await app.register(staticWeb, { root: config.webDist });
  return app;
}
