import { AppProviders } from './providers/app-providers.tsx';
import { AppRouter } from './router.tsx';

export function App() {
  return (
    <AppProviders>
      <AppRouter />
    </AppProviders>
  );
}
