import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcceptInviteInput, InvitationInfo, RegisterInput } from '../../../../domain/user/admin-user.ts';
import type { ConfirmationResult } from '../../../../domain/user/email-confirmation.ts';
import type { SignIn, User } from '../../../../domain/user/user.ts';
import { api } from '../../../lib/api.ts';
import { AUTH_USER_KEY } from '../../../lib/query-client.ts';

/** What POST /api/auth/login answers: the user, or the step still due (a code, or two-factor enrolment). */
export type SignInAnswer = User | { twoFactorRequired: true } | { twoFactorEnrolmentRequired: true };

/** POST /api/auth/login; on success the current user is re-read before the caller navigates. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: SignIn) => api.post<SignInAnswer>('/api/auth/login', credentials),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY }),
  });
}

/** POST /api/auth/login/two-factor: the code (or a recovery code) that completes a pending sign-in. */
export function useTwoFactorSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string } | { recoveryCode: string }) =>
      api.post<User>('/api/auth/login/two-factor', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY }),
  });
}

/** Single sign-on is configured (the public app config). */
export function useSsoEnabled(): boolean {
  const { data } = useQuery<{ ssoEnabled?: boolean }>({ queryKey: ['/api/app-config'] });
  return data?.ssoEnabled === true;
}

/** Whether the system settings open self sign-up (GET /api/app-config, public). */
export function useRegistrationOpen(): boolean {
  const { data } = useQuery<{ registrationOpen: boolean }>({ queryKey: ['/api/app-config'] });
  return data?.registrationOpen === true;
}

/** POST /api/auth/register: the same answer for a new and a taken address; a link goes to the address (ADR 030). */
export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) => api.post<{ message: string }>('/api/auth/register', input),
  });
}

/** POST /api/auth/email-confirmations: the link of a sign-up (then signed in) or of a new sign-in e-mail. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<ConfirmationResult>('/api/auth/email-confirmations', { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY }),
  });
}

/** The account a single sign-on found by its e-mail, waiting for its password (ADR 032). */
export function usePendingSsoLink() {
  return useQuery<{ email: string }>({ queryKey: ['/api/auth/oidc/link'], retry: false });
}

/** POST /api/auth/oidc/link: the local account's password links it, then the sign-in goes on. */
export function useLinkSso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currentPassword: string) =>
      api.post<SignInAnswer>('/api/auth/oidc/link', { currentPassword }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY }),
  });
}

/** Who an invitation link is for; an error when it is used, expired or unknown. */
export function useInvitation(token: string) {
  return useQuery<InvitationInfo>({ queryKey: ['/api/auth/invitations', token] });
}

/** POST /api/auth/accept-invite: sets the password and signs the user in. */
export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptInviteInput) => api.post<User>('/api/auth/accept-invite', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY }),
  });
}
