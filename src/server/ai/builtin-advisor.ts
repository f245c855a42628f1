import { adviseReply } from '../../domain/ideation/advisor.ts';
import type { AiProvider } from './provider.ts';

/** The built-in advisor: offline and deterministic, every figure from the database through the cost engine. */
export function createBuiltinAdvisor(): AiProvider {
  return {
    name: 'builtin',
    model: null,
    async reply({ message, formulation, facts }) {
      return { text: (await adviseReply(message, { formulation, facts })).text, sources: [] };
    },
  };
}
