import { useQueryClient } from '@tanstack/react-query';
import { FlaskConical, KeyRound } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { takeReturnTo } from '../../../lib/auth.ts';
import { AUTH_USER_KEY } from '../../../lib/query-client.ts';
import { useBrand } from '../../../lib/theme/use-brand.ts';
import { useRegistrationOpen, useSsoEnabled } from '../api/index.ts';
import { ServerAlert } from './auth-fields.tsx';

// The forms carry zod and react-hook-form: loaded after the card renders, the sign-up and invitation forms only
// when that mode is shown, so the screen's first download stays within the route budget (docs/product-rules.md, "Budgets").
const SignInForm = lazy(async () => ({
  default: (await import('./sign-in-form.tsx')).SignInForm,
}));
const AcceptInviteForm = lazy(async () => ({
  default: (await import('./accept-invite-form.tsx')).AcceptInviteForm,
}));
const SignUpForm = lazy(async () => ({
  default: (await import('./sign-up-form.tsx')).SignUpForm,
}));
const ConfirmEmailForm = lazy(async () => ({
  default: (await import('./confirm-email-form.tsx')).ConfirmEmailForm,
}));
const SsoLinkForm = lazy(async () => ({
  default: (await import('./sso-link-form.tsx')).SsoLinkForm,
}));
const TwoFactorCodeForm = lazy(async () => ({
  default: (await import('./two-factor-code-form.tsx')).TwoFactorCodeForm,
}));

const HEADINGS = {
  signIn: { title: 'Sign In', description: 'Use your work email and password.' },
  signUp: { title: 'Create an Account', description: 'New accounts start with the Viewer role.' },
  invite: { title: 'Set Your Password', description: 'You were invited to the platform.' },
  twoFactor: { title: 'Two-Factor Sign-In', description: 'Enter the code from your authenticator app.' },
  enrol: {
    title: 'Set Up Two-Factor Sign-In',
    description: 'Administrators must use two-factor sign-in. Set it up to continue.',
  },
  confirm: { title: 'Confirm Your E-mail', description: 'Confirm the address this link was sent to.' },
  link: { title: 'Link Your Account', description: 'Confirm with your password that this account is yours.' },
} as const;
type Mode = keyof typeof HEADINGS;

const SSO_ERRORS: Record<string, string> = {
  failed: 'Single sign-on failed. Try again or ask an administrator.',
  unverified: 'Your identity provider did not confirm your e-mail address.',
};

/**
 * The sign-in screen that GET /api/login leads to (docs/product-rules.md, "Sign-in and permissions"): e-mail and password, the second step of two-factor
 * sign-in, an administrator's required enrolment (the page passes the two-factor feature's enrolment in),
 * single sign-on when configured, invitations and, while registration is open, self sign-up.
 */
export function SignInScreen({ enrolment }: { enrolment: (onDone: () => void) => ReactNode }) {
  const brand = useBrand();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const invite = search.get('invite');
  const confirmToken = search.get('confirm');
  const ssoError = SSO_ERRORS[search.get('sso') ?? ''];
  const registrationOpen = useRegistrationOpen();
  const sso = useSsoEnabled();
  const fromStep = search.get('step');
  const [mode, setMode] = useState<Mode>(
    invite
      ? 'invite'
      : confirmToken
        ? 'confirm'
        : search.get('sso') === 'link'
          ? 'link'
          : fromStep === 'two-factor'
            ? 'twoFactor'
            : fromStep === 'enrol'
              ? 'enrol'
              : 'signIn',
  );
  const done = () => {
    void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
    navigate(invite || confirmToken ? '/' : takeReturnTo(), { replace: true });
  };
  const restart = () => {
    setMode('signIn');
    navigate('/sign-in', { replace: true });
  };
  const signedIn = (step: 'signed_in' | 'two_factor' | 'enrol') =>
    step === 'two_factor' ? setMode('twoFactor') : step === 'enrol' ? setMode('enrol') : done();

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-background px-4 py-12">
      <Link href="/" className="flex items-center gap-2 rounded-md font-semibold text-foreground text-lg">
        <span className="flex size-8 items-center justify-center rounded-md bg-primary text-primary-foreground">
          <FlaskConical className="size-5" aria-hidden="true" />
        </span>
        {brand.companyName}
      </Link>
      <Card className="w-full max-w-sm">
        <CardHeader>
          <h1 className="font-semibold text-xl">{HEADINGS[mode].title}</h1>
          <CardDescription>{HEADINGS[mode].description}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {mode === 'signIn' && ssoError && <ServerAlert message={ssoError} />}
          <Suspense fallback={<Skeleton aria-busy="true" className="h-48 w-full" />}>
            {mode === 'invite' && invite ? (
              <AcceptInviteForm token={invite} onSignedIn={done} />
            ) : mode === 'confirm' && confirmToken ? (
              <ConfirmEmailForm token={confirmToken} onSignedIn={done} />
            ) : mode === 'link' ? (
              <SsoLinkForm onSignedIn={signedIn} />
            ) : mode === 'signUp' ? (
              <SignUpForm />
            ) : mode === 'twoFactor' ? (
              <TwoFactorCodeForm onSignedIn={done} onRestart={restart} />
            ) : mode === 'enrol' ? (
              enrolment(done)
            ) : (
              <SignInForm onSignedIn={signedIn} />
            )}
          </Suspense>
          {mode === 'signIn' && sso && (
            <>
              <p className="text-center text-muted-foreground text-sm">or</p>
              <Button asChild variant="outline" className="w-full">
                <a href="/api/auth/oidc/start">
                  <KeyRound aria-hidden="true" />
                  Sign in with single sign-on
                </a>
              </Button>
            </>
          )}
          {(mode === 'signIn' || mode === 'signUp') && registrationOpen && (
            <p className="text-center text-muted-foreground text-sm">
              {mode === 'signUp' ? 'Already have an account?' : 'New here?'}{' '}
              <Button
                variant="link"
                className="h-auto p-0"
                onClick={() => setMode(mode === 'signUp' ? 'signIn' : 'signUp')}
              >
                {mode === 'signUp' ? 'Sign in' : 'Create an account'}
              </Button>
            </p>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
