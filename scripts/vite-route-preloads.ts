import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { paths } from '../src/web/lib/paths.ts';

/**
 * Writes .vite/route-preloads.json beside the build (ADR 016): for each signed-in screen's path, the chunk files
 * its page loads beyond the entry (which index.html already preloads), and the shell's own lazy chunks. The
 * server puts them in the page as modulepreload links, so a cold load fetches the screen's code together with
 * the entry instead of after it.
 */

const ROUTES_MODULE = 'src/web/app/routes.ts';
/** Chunks the signed-in shell loads lazily on every screen (app-providers.tsx, top-header.tsx). */
const SHELL_MODULES = [
  'src/web/app/shell/toaster.tsx',
  'src/web/app/shell/user-menu.tsx',
  'src/web/features/notifications/components/notifications-button.tsx',
];

/**
 * Each signed-in route's path and page module, read from the registry's source: every `routes` entry names
 * `path: paths.<id>` and then its `lazyPage(() => import('<module>'), ...)` (tests/architecture checks it).
 */
export function routePageModules(source: string): Record<string, string> {
  const start = source.indexOf('export const routes = {');
  const end = source.indexOf('export type RouteId');
  if (start < 0 || end < 0) throw new Error(`${ROUTES_MODULE}: the routes registry was not found`);
  const table: Record<string, string> = {};
  for (const match of source
    .slice(start, end)
    .matchAll(/path:\s*paths\.(\w+),[\s\S]*?import\('([^']+)'\)/g)) {
    const url = paths[match[1] as keyof typeof paths];
    if (!url) throw new Error(`${ROUTES_MODULE}: unknown path id ${match[1]}`);
    table[url] = path.posix.join('src/web/app', match[2]!);
  }
  return table;
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
}

export function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'formulary-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk') as unknown as ChunkLike[];
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (file: string, seen: Set<string>) => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) closure(dep, seen);
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const initial = closure(entry.fileName, new Set());
      const filesOf = (module: string) => {
        const id = path.resolve(root, module);
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
        if (!chunk) throw new Error(`route preloads: no chunk for ${module}`);
        return [...closure(chunk.fileName, new Set(initial))].filter((file) => !initial.has(file));
      };
      const source = fs.readFileSync(path.resolve(root, ROUTES_MODULE), 'utf8');
      const routes = Object.fromEntries(
        Object.entries(routePageModules(source)).map(([url, module]) => [url, filesOf(module)]),
      );
      const shell = [...new Set(SHELL_MODULES.flatMap(filesOf))];
      this.emitFile({
        type: 'asset',
        fileName: '.vite/route-preloads.json',
        source: `${JSON.stringify({ shell, routes }, null, 2)}\n`,
      });
    },
  };
}

type ResolveDependencies = (file: string, deps: string[], context: { hostType: 'html' | 'js' }) => string[];

/**
 * build.modulePreload.resolveDependencies: a lazy chunk's preload list leaves out the entry's chunks, which
 * index.html has already loaded. Each screen carries the lists of its lazy dialogs, so the names of chunks every
 * screen has loaded anyway only weighed on its first download (docs/product-rules.md, "Budgets"). The page's own list comes first
 * (Vite resolves index.html's before the chunks'); were it not, nothing is left out.
 */
export function withoutInitialChunks(): ResolveDependencies {
  const initial = new Set<string>();
  return (file, deps, { hostType }) => {
    if (hostType === 'html') {
      for (const dep of [file, ...deps]) initial.add(dep);
      return deps;
    }
    return deps.filter((dep) => !initial.has(dep));
  };
}
