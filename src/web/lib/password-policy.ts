import { useQuery } from '@tanstack/react-query';
import type { AppConfig } from '../../domain/settings/app-config.ts';
import { type PasswordPolicy, SPEC_PASSWORD_POLICY } from '../../domain/user/password.ts';

/**
 * The password policy in force (GET /api/app-config, public): every form that sets a password words its hint
 * and checks after it; the server applies the same rule. Until it has loaded, the spec's rule.
 */
export function usePasswordPolicy(): PasswordPolicy {
  const { data } = useQuery<AppConfig>({ queryKey: ['/api/app-config'] });
  return data?.passwordPolicy ?? SPEC_PASSWORD_POLICY;
}
