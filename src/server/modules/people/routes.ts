import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { peopleSchema } from '../../../domain/account/people-schema.ts';
import { can } from '../../../domain/user/permissions.ts';
import { currentUser } from '../../http/request-actor.ts';
import type { PeopleService } from './service.ts';

/**
 * GET /api/people: every signed-in user and API token may ask; what each sees follows the owners' profile
 * visibility (domain canSeeProfile, ADR 064).
 */
export async function peopleRoutes(app: FastifyInstance, { people }: { people: PeopleService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/people',
    { config: { access: 'user' }, schema: { response: { 200: peopleSchema } } },
    async (request) => {
      const user = currentUser(request);
      const token = request.apiToken;
      return people.list({
        userId: user.id,
        isAdmin: can(user, 'read', 'admin'),
        via: !token ? 'session' : token.kind === 'service' ? 'service-token' : 'personal-token',
      });
    },
  );
}
