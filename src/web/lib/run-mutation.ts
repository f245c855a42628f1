import type { MutationOptions, QueryClient } from '@tanstack/react-query';

/**
 * Runs one mutation for a control that keeps its own pending state (the spreadsheet import, which runs only on a
 * file pick): TanStack's MutationObserver, which useMutation wraps, runs it through the client's MutationCache
 * (a 401 ends the session, the client's mutation defaults apply), and is fetched when the mutation runs. A
 * screen whose other mutations all sit in lazy dialogs so leaves it and the hook (~1 KB gzipped) out of its
 * first download (docs/product-rules.md, "Budgets").
 */
export async function runMutation<TData, TVariables>(
  client: QueryClient,
  options: MutationOptions<TData, Error, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const { MutationObserver } = await import('./mutation-observer.ts');
  return new MutationObserver(client, options).mutate(variables);
}
