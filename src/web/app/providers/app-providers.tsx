import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { DeferredModules } from '../../lib/deferred-module.ts';
import { queryClient } from '../../lib/query-client.ts';
import { ColorModeProvider } from './color-mode-provider.tsx';
import { ThemeProvider } from './theme-provider.tsx';

// Radix Toast loads after the first paint; toasts raised before that wait in the store and show on load.
const Toaster = lazy(async () => ({ default: (await import('../shell/toaster.tsx')).Toaster }));

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ColorModeProvider>
        <ThemeProvider>
          <DeferredModules>
            {children}
            <Suspense fallback={null}>
              <Toaster />
            </Suspense>
          </DeferredModules>
        </ThemeProvider>
      </ColorModeProvider>
    </QueryClientProvider>
  );
}
