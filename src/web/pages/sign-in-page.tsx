import { SignInPage as SignInScreen } from '../features/auth/sign-in-page.tsx';
import { TwoFactorEnrolment } from '../features/two-factor/index.ts';

/** The sign-in screen, with the two-factor feature's enrolment for an administrator who must enrol first. */
export function SignInPage() {
  return <SignInScreen enrolment={(onDone) => <TwoFactorEnrolment onDone={onDone} />} />;
}
