import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle, FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { type SignIn, signInSchema } from '../../../domain/user/user.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { FieldError } from '../../components/ui/field-error.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { readApiError } from '../../lib/api.ts';
import { takeReturnTo } from '../../lib/auth.ts';
import { useBrand } from '../../lib/theme/use-brand.ts';
import { useSignIn } from './api.ts';

/** The local sign-in screen that GET /api/login leads to (DESIGN §6). */
export function SignInPage() {
  const brand = useBrand();
  const [, navigate] = useLocation();
  const signIn = useSignIn();
  const [serverError, setServerError] = useState('');
  const form = useForm<SignIn>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError('');
    try {
      await signIn.mutateAsync(values);
      navigate(takeReturnTo(), { replace: true });
    } catch (error) {
      const { message, fieldErrors } = readApiError(error, 'Sign in failed. Please try again.');
      for (const field of ['email', 'password'] as const) {
        const fieldMessage = fieldErrors[field]?.[0];
        if (fieldMessage) form.setError(field, { message: fieldMessage });
      }
      setServerError(message);
    }
  });

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
          <h1 className="font-semibold text-xl">Sign In</h1>
          <CardDescription>Use your work email and password.</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            {serverError && (
              <div
                role="alert"
                className="flex items-start gap-2 rounded-md border border-error-ink/30 bg-error-subtle px-3 py-2 text-error-ink text-sm"
              >
                <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>{serverError}</span>
              </div>
            )}
            <div className="space-y-2">
              <Label htmlFor="sign-in-email">Email</Label>
              <Input
                id="sign-in-email"
                type="email"
                autoComplete="username"
                aria-invalid={!!errors.email}
                aria-describedby={errors.email ? 'sign-in-email-error' : undefined}
                {...form.register('email')}
              />
              <FieldError id="sign-in-email-error">{errors.email?.message}</FieldError>
            </div>
            <div className="space-y-2">
              <Label htmlFor="sign-in-password">Password</Label>
              <Input
                id="sign-in-password"
                type="password"
                autoComplete="current-password"
                aria-invalid={!!errors.password}
                aria-describedby={errors.password ? 'sign-in-password-error' : undefined}
                {...form.register('password')}
              />
              <FieldError id="sign-in-password-error">{errors.password?.message}</FieldError>
            </div>
            <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
              Sign In
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
