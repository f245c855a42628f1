import { useEffect } from 'react';
import { Button } from '../components/ui/button.tsx';
import { LOGIN_URL, redirectToLogin, saveReturnTo } from '../lib/auth.ts';
import { toast } from '../lib/toast.ts';
import type { AppRoute } from './route-types.ts';

/**
 * A signed-in screen opened while signed out (docs/product-rules.md, "The web app"): the "Unauthorized" toast, a
 * blank page and, after 500 ms, the login address. Formulations instead says "Authentication required"
 * and asks the visitor to log in on the page.
 */
export function SignedOutRoute({ route }: { route: AppRoute }) {
  const notice = route.signedOutNotice;

  useEffect(() => {
    if (notice) {
      toast({ title: notice.toastTitle, description: notice.toastDescription, variant: 'destructive' });
      return;
    }
    toast({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    return redirectToLogin();
  }, [notice]);

  if (!notice) return null;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="font-medium text-foreground text-lg">{notice.pageText}</h1>
      <Button
        onClick={() => {
          saveReturnTo(window.location.pathname + window.location.search);
          window.location.href = LOGIN_URL;
        }}
      >
        Sign In
      </Button>
    </main>
  );
}
