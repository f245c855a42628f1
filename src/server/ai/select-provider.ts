import type { Config } from '../config.ts';
import { createBuiltinAdvisor } from './builtin-advisor.ts';
import { createOpenAiCompatibleProvider } from './openai-compatible.ts';
import type { AiProvider } from './provider.ts';

/** The configured OpenAI-compatible provider (AI_BASE_URL and AI_MODEL set), else the built-in advisor. */
export function selectProvider(config: Pick<Config, 'ai'>): AiProvider {
  return config.ai ? createOpenAiCompatibleProvider(config.ai) : createBuiltinAdvisor();
}
