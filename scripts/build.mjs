// `npm run build` (ADR 017): the web app (Vite) into OUT/web and the server (esbuild) into OUT/server, OUT being
// dist unless `--out DIR` says otherwise. The Dockerfile and the release system test run this same script.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const flag = process.argv.indexOf('--out');
const out = path.resolve(flag > 0 ? process.argv[flag + 1] : 'dist');
const run = (args, env = process.env) => execFileSync(process.execPath, args, { stdio: 'inherit', env });

// A release is a production build whatever NODE_ENV the caller has (vitest sets 'test', which gave Vite's web
// build React's development code, ~65 KB gzipped more on every screen, in the release test's artifact).
run(
  [
    path.resolve('node_modules/vite/bin/vite.js'),
    'build',
    '--logLevel',
    'warn',
    '--outDir',
    path.join(out, 'web'),
    '--emptyOutDir',
  ],
  { ...process.env, NODE_ENV: 'production' },
);
run([path.resolve('scripts/build-server.mjs'), '--outdir', path.join(out, 'server')]);
