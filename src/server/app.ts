import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { logSerializers } from './http/log-redaction.ts';
import { SECURITY_SCHEMES, transform, transformObject } from './http/openapi.ts';
import { accountSettingsRoutes } from './modules/account-settings/routes.ts';
import { activityRoutes } from './modules/activity/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { complianceRoutes } from './modules/compliance/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { exportRoutes } from './modules/exports/routes.ts';
import { formulationRoutes } from './modules/formulations/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { ideationRoutes } from './modules/ideation/routes.ts';
import { ingredientRoutes } from './modules/ingredients/routes.ts';
import { docsRoutes } from './modules/integrations/docs-routes.ts';
import { tokenRoutes } from './modules/integrations/tokens-routes.ts';
import { webhookRoutes } from './modules/integrations/webhooks-routes.ts';
import { labRoutes } from './modules/lab/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { oidcRoutes } from './modules/oidc/routes.ts';
import { optimizerRoutes } from './modules/optimizer/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { regulatoryRuleRoutes } from './modules/regulatory-rules/routes.ts';
import { scenarioRoutes } from './modules/scenarios/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { substanceRoutes } from './modules/substances/routes.ts';
import { supplierRoutes } from './modules/suppliers/routes.ts';
import { sustainabilityRoutes } from './modules/sustainability/routes.ts';
import { themeRoutes } from './modules/theme/routes.ts';
import { twoFactorRoutes } from './modules/two-factor/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import authPlugin, { sessionCookieName } from './plugins/auth.ts';
import errorsPlugin from './plugins/errors.ts';
import hostileInputPlugin from './plugins/hostile-input.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import responseCachePlugin from './plugins/response-cache.ts';
import securityPlugin from './plugins/security.ts';
import staticWeb from './plugins/static-web.ts';
import { createServices, type Services } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    config: Config;
  }
}

const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.totpSecret',
  '*.code',
  '*.recoveryCode',
  '*.token',
];

/** Builds the app: external plugins, then our plugins, then one plugin per module (STYLE 7). */
export async function buildApp(
  config: Config,
  database: Database,
  options: { logStream?: DestinationStream } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: REDACT, serializers: logSerializers, stream: options.logStream },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  const services = createServices(database.db, config, database.url, (message) => app.log.warn(message));
  app.decorate('services', services);
  app.decorate('config', config);
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
  await app.register(oidcRoutes, {
    oidc: services.oidc,
    auth: services.auth,
    publicOrigin: config.publicOrigin,
    ...signInReply,
  });
  await app.register(twoFactorRoutes, { twoFactor: services.twoFactor, auth: services.auth, ...signInReply });
  await app.register(notificationRoutes, { notifications: services.notifications });
  await app.register(themeRoutes, { theme: services.theme });
  await app.register(settingsRoutes, {
    settings: services.settings,
    mailConfigured: services.notifications.mailConfigured,
    ssoEnabled: services.oidc.enabled,
  });
  await app.register(userRoutes, {
    users: services.users,
    auth: services.auth,
    publicOrigin: config.publicOrigin,
    signUpRateLimit: config.signUpRateLimit,
    ...signInReply,
  });
  await app.register(activityRoutes, { activity: services.activity });
  await app.register(adminRoutes, { admin: services.admin });
  await app.register(formulationRoutes, {
    formulations: services.formulations,
    batchTickets: services.batchTickets,
  });
  await app.register(optimizerRoutes, { optimizer: services.optimizer });
  await app.register(labRoutes, { lab: services.lab, stability: services.stability });
  await app.register(ingredientRoutes, { ingredients: services.ingredients });
  await app.register(substanceRoutes, { substances: services.substances });
  await app.register(supplierRoutes, { suppliers: services.suppliers });
  await app.register(dashboardRoutes, { dashboard: services.dashboard });
  await app.register(sustainabilityRoutes, { sustainability: services.sustainability });
  await app.register(analyticsRoutes, { analytics: services.analytics });
  await app.register(complianceRoutes, { compliance: services.compliance });
  await app.register(regulatoryRuleRoutes, { rules: services.regulatoryRules });
  await app.register(scenarioRoutes, { scenarios: services.scenarios });
  await app.register(exportRoutes, { exports: services.exports, rateLimit: config.exportRateLimit });
  await app.register(ideationRoutes, { ideation: services.ideation });
  await app.register(profileRoutes, {
    profile: services.profile,
    cookieName,
    secureCookies: config.secureCookies,
  });
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
  // Webhooks go out once their change commits: the commit feed's event wakes the dispatcher on every instance.
  const WEBHOOK_TOPICS = new Set(['formulations', 'ingredients', 'compliance']);
  const stopNudging = services.events.subscribe(
    (event) => WEBHOOK_TOPICS.has(event.type) && services.dispatcher.changeCommitted(),
  );
  const onTable = (table: string) => table === 'webhook_endpoints' && services.dispatcher.endpointsChanged();
  services.changes.on('table', onTable);
  services.dispatcher.start();
  app.addHook('preClose', async () => {
    stopNudging();
    services.changes.off('table', onTable);
    await services.dispatcher.stop();
    services.changes.stop();
    await services.events.stop();
    await services.commits.stop();
    services.notifications.close();
  });

  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
  await app.register(docsRoutes);
  await app.register(staticWeb, { root: config.webDist });
  return app;
}
