import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type BrowserLocationHook, navigate, useBrowserLocation } from 'wouter/use-browser-location';
import { startRouteQueries } from './route-loaders.ts';

/**
 * wouter's browser location, whose navigate first starts the destination's queries (ADR 016): a link click
 * asks for the next screen's data while its chunk loads, not after the chunk has rendered.
 */
export const useLoaderLocation: BrowserLocationHook = (options) => {
  const [location] = useBrowserLocation(options);
  const client = useQueryClient();
  const go = useCallback<typeof navigate>(
    (to, navigateOptions) => {
      startRouteQueries(client, String(to));
      navigate(to, navigateOptions);
    },
    [client],
  );
  return [location, go];
};
