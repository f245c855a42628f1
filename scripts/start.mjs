// `npm start`: builds the web app when its build is missing or older than its sources, then runs the server
// in this same process (so SIGTERM reaches it directly).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const built = path.resolve('dist/web/index.html');

function newest(entry) {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

const sources = ['src/web', 'src/domain', 'index.html', 'vite.config.ts', 'public'].filter((p) =>
  fs.existsSync(p),
);
const stale = !fs.existsSync(built) || Math.max(...sources.map(newest)) > fs.statSync(built).mtimeMs;
if (stale && process.env.SKIP_WEB_BUILD !== '1') {
  console.log('[formulary] building the web app (vite build)…');
  execFileSync(
    process.execPath,
    [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
    },
  );
}

const { register } = await import('tsx/esm/api');
register();
await import('../src/server/main.ts');
