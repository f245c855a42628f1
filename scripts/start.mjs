// `npm start` (and `npm run restore`): runs the release build (`npm run build`: dist/server, dist/web) when it is
// there and no source is newer, as production does after `npm ci --omit=dev` (ADR 017). Otherwise, on a
// developer's checkout, builds the web app when its build is missing or stale and runs the TypeScript server
// through tsx. Either way in this same process, so SIGTERM reaches the server directly.
//
//   node scripts/start.mjs [main | restore-cli] [args...]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const entry = process.argv[2] === 'restore-cli' ? 'restore-cli' : 'main';
if (process.argv[2] === entry) process.argv.splice(2, 1);
const sourceOf = { main: 'src/server/main.ts', 'restore-cli': 'src/server/db/restore-cli.ts' };

function newest(entryPath) {
  const stat = fs.statSync(entryPath);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...fs.readdirSync(entryPath).map((name) => newest(path.join(entryPath, name))),
  );
}
const newestOf = (paths) => Math.max(0, ...paths.filter((p) => fs.existsSync(p)).map(newest));

const compiled = path.resolve(`dist/server/${entry}.js`);
const webBuilt = path.resolve('dist/web/index.html');
// A release folder has no sources: the build is all there is. A checkout runs it only while it is up to date.
const serverSources = newestOf(['src/server', 'src/domain']);
const webSources = newestOf(['src/web', 'src/domain', 'index.html', 'vite.config.ts', 'public']);
const released =
  fs.existsSync(compiled) &&
  fs.existsSync(webBuilt) &&
  serverSources <= fs.statSync(compiled).mtimeMs &&
  webSources <= fs.statSync(webBuilt).mtimeMs;

if (released) {
  await import(pathToFileURL(compiled).href);
} else {
  const webStale = !fs.existsSync(webBuilt) || webSources > fs.statSync(webBuilt).mtimeMs;
  if (entry === 'main' && webStale && process.env.SKIP_WEB_BUILD !== '1') {
    console.log('[formulary] building the web app (vite build)…');
    execFileSync(
      process.execPath,
      [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      { stdio: 'inherit' },
    );
  }
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(path.resolve(sourceOf[entry])).href);
}
