import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** What a dialog shows while its data loads, or when it could not load. */
export function DialogLoading({ error }: { error?: string | null }) {
  if (error) {
    return (
      <p role="alert" className="text-error-ink text-sm">
        {error}
      </p>
    );
  }
  return (
    <div aria-busy="true" className="space-y-3">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
