import { AlertCircle, Home } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { paths } from '../lib/paths.ts';

/** As docs/product-rules.md, "The web app" has it: any path the router does not know, signed in or not. */
export function NotFoundPage() {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center px-4">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-3">
          <div className="flex items-center gap-2">
            <AlertCircle className="size-8 shrink-0 text-error-ink" aria-hidden="true" />
            <h1 className="font-bold text-2xl text-foreground">404 Page Not Found</h1>
          </div>
          <p className="text-muted-foreground text-sm">Did you forget to add the page to the router?</p>
          {/* A way out that is not the browser's Back button: home is the dashboard, or the landing page. */}
          <Button asChild variant="outline">
            <Link href={paths.dashboard}>
              <Home aria-hidden="true" />
              Go to the home page
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
