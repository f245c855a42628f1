import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
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
import { profileRoutes } from './modules/profile/routes.ts';
import { regulatoryRuleRoutes } from './modules/regulatory-rules/routes.ts';
import { scenarioRoutes } from './modules/scenarios/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { supplierRoutes } from './modules/suppliers/routes.ts';
import { sustainabilityRoutes } from './modules/sustainability/routes.ts';
import { themeRoutes } from './modules/theme/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import authPlugin, { sessionCookieName } from './plugins/auth.ts';
import errorsPlugin from './plugins/errors.ts';
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
];

/** Builds the app: external plugins, then our plugins, then one plugin per module (STYLE 7). */
export async function buildApp(config: Config, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: REDACT },
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
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const services = createServices(database.db, config, database.url, (message) => app.log.warn(message));
  app.decorate('services', services);
  app.decorate('config', config);
  const cookieName = sessionCookieName(config.secureCookies);

  await app.register(swagger, {
    openapi: { info: { title: 'Formulary API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(cookie);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { publicOrigin: config.publicOrigin, secure: config.secureCookies });
  await app.register(authPlugin, { auth: services.auth, cookieName, secureCookies: config.secureCookies });
  await app.register(responseCachePlugin, { changes: services.changes });

  await app.register(healthRoutes, { ping: () => services.health.ping() });
  await app.register(authRoutes, { auth: services.auth, cookieName, secureCookies: config.secureCookies });
  await app.register(themeRoutes, { theme: services.theme });
  await app.register(settingsRoutes, { settings: services.settings });
  await app.register(userRoutes, {
    users: services.users,
    auth: services.auth,
    cookieName,
    secureCookies: config.secureCookies,
    publicOrigin: config.publicOrigin,
  });
  await app.register(activityRoutes, { activity: services.activity });
  await app.register(adminRoutes, { admin: services.admin });
  await app.register(formulationRoutes, { formulations: services.formulations });
  await app.register(ingredientRoutes, { ingredients: services.ingredients });
  await app.register(supplierRoutes, { suppliers: services.suppliers });
  await app.register(dashboardRoutes, { dashboard: services.dashboard });
  await app.register(sustainabilityRoutes, { sustainability: services.sustainability });
  await app.register(analyticsRoutes, { analytics: services.analytics });
  await app.register(complianceRoutes, { compliance: services.compliance });
  await app.register(regulatoryRuleRoutes, { rules: services.regulatoryRules });
  await app.register(scenarioRoutes, { scenarios: services.scenarios });
  await app.register(exportRoutes, { exports: services.exports });
  await app.register(ideationRoutes, { ideation: services.ideation });
  await app.register(profileRoutes, {
    profile: services.profile,
    cookieName,
    secureCookies: config.secureCookies,
  });
  await app.register(accountSettingsRoutes, { accountSettings: services.accountSettings });
  await app.register(eventRoutes, { events: services.events, auth: services.auth });

  // The event feed listens from start to close; open streams end before the server waits for its connections.
  await services.events.start();
  await services.changes.start();
  app.addHook('preClose', async () => {
    await services.changes.stop();
    await services.events.stop();
  });

  app.get('/api/openapi.json', { config: { access: 'public' } }, async () => app.swagger());
  await app.register(staticWeb, { root: config.webDist });
  return app;
}
