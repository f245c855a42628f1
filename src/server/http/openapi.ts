import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Access } from '../plugins/auth.ts';
import { SESSION_ONLY } from '../plugins/auth.ts';
import { OPERATION_SUMMARIES } from './operation-summaries.ts';

/**
 * The OpenAPI document as an integrator needs it (docs/architecture.md, "Requests: authentication, sessions, tokens, permissions"): operation ids, summaries and tags, the cookie and
 * bearer security schemes, every error answer with the shared error schema, 204 where the route answers 204, the
 * X-Total-Count header, and the zod schemas registered with an id as named components. Redocly's recommended
 * rules lint it in `npm test` (redocly.yaml).
 */
type Json = Record<string, unknown>;
type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type Route = {
  method: string | string[];
  url: string;
  config?: { access?: Access; totalCount?: boolean; maintenanceExempt?: boolean };
};

const pascal = (text: string) =>
  text
    .split(/[-_.]/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');

function segmentsOf(url: string) {
  return url.split('/').filter((segment) => segment && segment !== 'api');
}

/** `GET /api/formulations/:id/label` -> `getFormulationsByIdLabel`: unique, stable, readable as a method name. */
export function operationId(method: string, url: string): string {
  const words = segmentsOf(url).map((segment) =>
    segment.startsWith(':') ? `By${pascal(segment.slice(1))}` : segment === '*' ? 'Any' : pascal(segment),
  );
  return `${method.toLowerCase()}${words.join('')}`;
}

/** `/api/formulations/:id/label` -> `/api/formulations/{id}/label`, the document's spelling of a path. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * The hand-written summary (operation-summaries.ts). The contract test fails for an operation without one; until
 * it is written, the method and path stand in.
 */
export function summary(method: string, url: string): string {
  const path = openApiPath(url);
  return OPERATION_SUMMARIES[`${method} ${path}`] ?? `${method} ${path}`;
}

const ERROR_RESPONSES: Record<string, string> = {
  '400': 'The input is invalid: `message` and, per field, `fieldErrors`.',
  '401': 'Not signed in, or the token is unknown, expired or revoked.',
  '403': 'The role (or a read-only token) may not do this, or a cross-site browser request was refused.',
  '404': 'No such record (or the feature is switched off).',
  '409': 'A stale revision, a name already taken, or a record still in use.',
  '413':
    'The request body is too large, or an uploaded file is over one of its limits (the message names it).',
  '429': 'Too many requests: wait for the seconds in Retry-After.',
  '503': 'The platform is under maintenance: only administrators are answered until it ends.',
};

/**
 * Operations that can answer 409 besides a stale revision (every PUT or PATCH whose body carries `revision`): an
 * e-mail or name already taken, a record still in use, a state that forbids the change. Read from the services'
 * `conflict()` calls; tests/contract/openapi-document.test.ts holds the document to examples of each kind.
 */
const CONFLICTS = new Set([
  // Created as approved while the safety assessment has open findings (ADR 052).
  'POST /api/formulations',
  'POST /api/admin/theme',
  'POST /api/admin/settings',
  'POST /api/admin/users',
  'DELETE /api/admin/users/{id}',
  'POST /api/admin/users/{id}/two-factor/reset',
  'POST /api/admin/backups',
  'POST /api/auth/register',
  'DELETE /api/ingredients/{id}',
  'POST /api/substances',
  'DELETE /api/substances/{id}',
  'POST /api/substances/{id}/review',
  'POST /api/scenarios/{id}/run',
  'POST /api/scenarios/{id}/archive',
  'PATCH /api/profile',
  'POST /api/profile/two-factor/setup',
  'POST /api/profile/two-factor/enable',
  'POST /api/profile/two-factor/disable',
  'POST /api/lab/batches/{id}/stability',
  'DELETE /api/lab/batches/{id}',
]);

/** Operation ids of signed-in routes that maintenance mode refuses (collected as each route is transformed). */
const maintenanceBlocked = new Set<string>();

/** Per route: id, summary, tag, security and the list headers, from the route's own declarations. */
export function transform(input: TransformInput) {
  const transformed = jsonSchemaTransform(input) as { schema?: Json; url: string };
  const result = { ...transformed, schema: transformed.schema ?? {} };
  const route = (input as unknown as { route: Route }).route;
  const url = route.url;
  if (result.schema.hide) return result;
  // A free-form query (the single sign-on callback takes whatever the provider sends) has no parameters to list.
  const query = result.schema.querystring as Json | undefined;
  if (query && !query.properties) delete result.schema.querystring;
  const method = [route.method].flat()[0]!;
  const access = route.config?.access;
  const schema: Json = {
    operationId: operationId(method, url),
    summary: summary(method, url),
    tags: [segmentsOf(url)[0] ?? 'api'],
    ...result.schema,
  };
  if (access !== 'public' && access !== undefined && !route.config?.maintenanceExempt)
    maintenanceBlocked.add(schema.operationId as string);
  if (access === 'public' || access === undefined) schema.security = [];
  else if (SESSION_ONLY.test(url)) schema.security = [{ cookieAuth: [] }];
  else schema.security = [{ cookieAuth: [] }, { bearerAuth: [] }];
  const response = { ...((schema.response as Json | undefined) ?? {}) };
  if (method === 'DELETE' && Object.keys(response).length === 0)
    response['204'] = { type: 'null', description: 'Done: nothing to return.' };
  if (route.config?.totalCount && response['200']) {
    response['200'] = {
      ...(response['200'] as Json),
      headers: { 'x-total-count': { type: 'integer', minimum: 0, description: 'Rows matching the filter.' } },
    };
  }
  if (Object.keys(response).length) schema.response = response;
  return { ...result, schema };
}

/** Given to @fastify/swagger up front: it checks every operation's security against them. */
export const SECURITY_SCHEMES = {
  cookieAuth: {
    type: 'apiKey',
    in: 'cookie',
    name: 'formulary_session',
    description: 'The browser session.',
  },
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description: 'An API token (fmy_…) from the profile or, for a service, the administration.',
  },
} as const;

/** Whether an operation can answer each error status, from what it takes and who may call it. */
function errorsOf(method: string, path: string, operation: Json): string[] {
  const parameters = (operation.parameters as { in: string }[] | undefined) ?? [];
  const hasBody = operation.requestBody !== undefined;
  const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
  const revised =
    ['PUT', 'PATCH'].includes(method) && JSON.stringify(operation.requestBody ?? {}).includes('"revision"');
  const codes: string[] = [];
  if (hasBody || parameters.length) codes.push('400');
  if (!isPublic) codes.push('401', '403');
  if (parameters.some((parameter) => parameter.in === 'path')) codes.push('404');
  if (revised || CONFLICTS.has(`${method} ${path}`)) codes.push('409');
  if (hasBody) codes.push('413');
  // Every token is rate-limited; sign-in, sign-up and exports are limited per address or user too.
  codes.push('429');
  if (maintenanceBlocked.has(operation.operationId as string)) codes.push('503');
  return codes;
}

/** The whole document: components, security schemes and every operation's error answers. */
export function transformObject(input: Parameters<typeof jsonSchemaTransformObject>[0]) {
  const document = jsonSchemaTransformObject(input) as Json & { paths: Record<string, Record<string, Json>> };
  const components = (document.components ?? {}) as Json;
  const schemas = (components.schemas ?? {}) as Json;
  schemas.Error = {
    type: 'object',
    description: 'Every error answer: a message a person can read, and per field what is wrong with it.',
    properties: {
      message: { type: 'string' },
      fieldErrors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
      requestId: { type: 'string' },
    },
    required: ['message'],
  };
  const responses: Json = {};
  for (const [code, description] of Object.entries(ERROR_RESPONSES)) {
    responses[`Error${code}`] = {
      description,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  document.components = {
    ...components,
    schemas,
    responses,
  };
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const operationResponses = (operation.responses ?? {}) as Json;
      for (const code of errorsOf(method.toUpperCase(), path, operation))
        operationResponses[code] ??= { $ref: `#/components/responses/Error${code}` };
      operation.responses = operationResponses;
    }
  }
  dropUnused(document);
  return document;
}

/** The type provider registers an input twin of every named output schema; only the referenced ones stay. */
function dropUnused(document: Json) {
  const schemas = (document.components as { schemas: Json }).schemas;
  for (;;) {
    const text = JSON.stringify(document);
    const unused = Object.keys(schemas).filter((name) => !text.includes(`"#/components/schemas/${name}"`));
    if (unused.length === 0) return;
    for (const name of unused) delete schemas[name];
  }
}
