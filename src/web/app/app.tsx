import { Router } from 'wouter';
import { AppProviders } from './providers/app-providers.tsx';
import { AppRouter } from './router.tsx';
import { useLoaderLocation } from './use-loader-location.ts';

export function App() {
  return (
    <AppProviders>
      <Router hook={useLoaderLocation}>
        <AppRouter />
      </Router>
    </AppProviders>
  );
}
