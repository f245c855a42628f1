import fs from 'node:fs';
import zlib from 'node:zlib';

/**
 * docs/product-rules.md, "Budgets": the initial JavaScript of any route, gzipped, at most this many KB. `npm run bench` prints each
 * route against it; the release test (tests/system/release.test.ts) checks it on the build it makes.
 */
export const ROUTE_JS_BUDGET_KB = 120;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

/** Gzipped JS of each route's initial load: the entry and its static imports, plus the route's lazy chunk and its own. */
export function routeBundleSizes(outDir: string): { route: string; kb: number }[] {
  const manifest = JSON.parse(fs.readFileSync(`${outDir}/.vite/manifest.json`, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const gz = (keys: Set<string>) =>
    [...keys].reduce((sum, key) => {
      const file = manifest[key]?.file;
      return file?.endsWith('.js') ? sum + zlib.gzipSync(fs.readFileSync(`${outDir}/${file}`)).length : sum;
    }, 0);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const entry = closure(entryKey);
  const pages = Object.keys(manifest).filter(
    (key) => manifest[key]!.isDynamicEntry && /-page\.tsx$/.test(manifest[key]!.src ?? key),
  );
  return pages
    .map((key) => ({
      route: (manifest[key]!.src ?? key).replace(/^.*\//, '').replace(/\.tsx$/, ''),
      kb: gz(closure(key, new Set(entry))) / 1024,
    }))
    .sort((a, b) => b.kb - a.kb);
}
