import { useQuery } from '@tanstack/react-query';
import type { ProviderInfo } from '../../../../domain/ideation/ideation-schema.ts';
import { ideationKeys } from './keys.ts';

/** GET /api/ideation/provider: "Built-in advisor" or the model's name, for the chat's label. */
export function useAiProvider(enabled: boolean) {
  return useQuery<ProviderInfo>({ queryKey: ideationKeys.provider, enabled });
}

interface AppConfig {
  features: Record<string, boolean>;
}

/** Whether an administrator left the AI Ideation feature on (GET /api/app-config; on until it says otherwise). */
export function useAiIdeationEnabled(): boolean {
  const { data } = useQuery<AppConfig>({ queryKey: ideationKeys.appConfig });
  return data?.features.aiIdeation !== false;
}
