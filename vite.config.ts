import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';
import { routePreloads, withoutInitialChunks } from './scripts/vite-route-preloads.ts';

// The web app is built into dist/web; the server serves it and reads the manifest for the entry's assets.
export default defineConfig({
  plugins: [react(), tailwindcss(), routePreloads(), precompress()],
  resolve: {
    alias: [
      // wouter imports useSyncExternalStore through the shim for React 17 and older; under React 19 the shim
      // returns React's own hook, so it resolves straight to it: ~0.14 KB gzipped less on every screen.
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/web/lib/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    manifest: true,
    // No modulepreload polyfill: every browser current since 2023 (Safari 17, Firefox 115) preloads natively; an
    // older one fetches the same modules a moment later instead. It saved 0.3 KB gzipped on every screen.
    modulePreload: { resolveDependencies: withoutInitialChunks(), polyfill: false },
    rolldownOptions: {
      treeshake: {
        // zod's schema builders have no side effects. Without this, a shell import of a plain constant or
        // label from a src/domain module (roleLabel, can, DEFAULT_PLATFORM_NAME) keeps that module's unused
        // schemas and with them all of zod (~22 KB gzipped) in the initial chunk. The price: a z.* call made
        // only for its side effect (e.g. z.config) would be dropped from the web build, so make none in
        // src/domain.
        manualPureFunctions: ['z'],
      },
      output: {
        // Every chunk names the chunks it imports, and each lazy import lists its chunks to preload: a shared
        // chunk's name ("dist", "plus", "badge") told little but cost each screen ~0.7 KB gzipped of its first
        // download. Screens and lazy dialogs keep their names, so a network log still says what loaded.
        // Everything the entry imports statically in the entry's own chunk: split out because screens share it
        // (react, TanStack Query, tailwind-merge), it came as seven files that every screen loads anyway, each
        // gzipped apart. One file saved ~2.5 KB gzipped on every screen.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'] },
            // TanStack's useMutation and the observer it wraps in one file: run-mutation.ts fetches the observer on
            // its own, and apart they were two files (~0.15 KB gzipped more) on every screen using the hook.
            {
              name: 'useMutation',
              test: /@tanstack\/(react-query|query-core)\/build\/modern\/(useMutation|mutationObserver)\.js$/,
            },
            // The row actions' Edit and Delete icons, and the pager's two chevrons, each pair in one file: the screens
            // that show one of a pair nearly all show the other, and apart they were four files of ~0.2 KB gzipped
            // each. ~0.3 KB less on the busiest screens (substances, ingredients, compliance), ~0.1 KB more on the two
            // that show only one (the dashboard's Edit, the exports' Delete).
            { name: 'edit-icons', test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](pencil|trash)\.mjs$/ },
            {
              name: 'chevrons',
              test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]chevron-(left|right)\.mjs$/,
            },
          ],
        },
        chunkFileNames: (chunk) => (chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});
