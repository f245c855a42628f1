import { FlaskConical } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { takeReturnTo } from '../../lib/auth.ts';
import { useBrand } from '../../lib/theme/use-brand.ts';
import { useRegistrationOpen } from './api.ts';

// The forms carry zod and react-hook-form: loaded after the card renders, the sign-up and invitation forms only
// when that mode is shown, so the screen's first download stays within the route budget (DESIGN §14).
const SignInForm = lazy(async () => ({
  default: (await import('./components/sign-in-form.tsx')).SignInForm,
}));
const AcceptInviteForm = lazy(async () => ({
  default: (await import('./components/accept-invite-form.tsx')).AcceptInviteForm,
}));
const SignUpForm = lazy(async () => ({
  default: (await import('./components/sign-up-form.tsx')).SignUpForm,
}));

const HEADINGS = {
  signIn: { title: 'Sign In', description: 'Use your work email and password.' },
  signUp: { title: 'Create an Account', description: 'New accounts start with the Viewer role.' },
  invite: { title: 'Set Your Password', description: 'You were invited to the platform.' },
} as const;

/**
 * The local sign-in screen that GET /api/login leads to (DESIGN §6); with ?invite= it sets an invited user's
 * password, and while the system settings open registration it also offers self sign-up.
 */
export function SignInPage() {
  const brand = useBrand();
  const [, navigate] = useLocation();
  const invite = new URLSearchParams(useSearch()).get('invite');
  const registrationOpen = useRegistrationOpen();
  const [signingUp, setSigningUp] = useState(false);
  const mode = invite ? 'invite' : signingUp && registrationOpen ? 'signUp' : 'signIn';
  const done = () => navigate(invite ? '/' : takeReturnTo(), { replace: true });

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
          <Suspense fallback={<Skeleton aria-busy="true" className="h-48 w-full" />}>
            {mode === 'invite' && invite ? (
              <AcceptInviteForm token={invite} onSignedIn={done} />
            ) : mode === 'signUp' ? (
              <SignUpForm onSignedIn={done} />
            ) : (
              <SignInForm onSignedIn={done} />
            )}
          </Suspense>
          {mode !== 'invite' && registrationOpen && (
            <p className="text-center text-muted-foreground text-sm">
              {mode === 'signUp' ? 'Already have an account?' : 'New here?'}{' '}
              <Button variant="link" className="h-auto p-0" onClick={() => setSigningUp(mode !== 'signUp')}>
                {mode === 'signUp' ? 'Sign in' : 'Create an account'}
              </Button>
            </p>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
