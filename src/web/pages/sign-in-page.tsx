import { lazy } from 'react';
import { SignInScreen } from '../features/auth/components/sign-in-screen.tsx';

// Only an administrator who must enrol sees it: loaded then (inside the screen's Suspense), so the sign-in
// screen's first download does not carry the two-factor feature's dialogs and switch (docs/product-rules.md, "Budgets").
const TwoFactorEnrolment = lazy(async () => ({
  default: (await import('../features/two-factor/components/two-factor-enrolment.tsx')).TwoFactorEnrolment,
}));

/** The sign-in screen, with the two-factor feature's enrolment for an administrator who must enrol first. */
export function SignInPage() {
  return <SignInScreen enrolment={(onDone) => <TwoFactorEnrolment onDone={onDone} />} />;
}
