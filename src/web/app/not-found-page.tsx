import { AlertCircle } from 'lucide-react';
import { Card, CardContent } from '../components/ui/card.tsx';

/** Spec part 1 §2: any path the router does not know, signed in or not. */
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
        </CardContent>
      </Card>
    </div>
  );
}
