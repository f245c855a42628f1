// The registry this project installs from serves only some platforms' native builds of Biome and Tailwind's
// oxide, so npm leaves the others out of package-lock.json and `npm ci` then refuses the lock. This adds the
// missing optional entries with their os/cpu, exactly as npm writes them on a full registry; npm ci skips them on
// any other platform and never downloads them. Run it after `npm install` changes the lock.
import fs from 'node:fs';

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const platform = (name) => {
  const tail = name.split('/').pop();
  const os =
    ['android', 'darwin', 'freebsd', 'linux', 'win32'].find((candidate) => tail.includes(`-${candidate}-`)) ??
    null;
  const cpu = ['arm64', 'x64', 'arm', 'ia32', 'wasm32'].find((candidate) =>
    new RegExp(`-${candidate}(-|$)`).test(tail),
  );
  const libc = tail.endsWith('-musl') ? ['musl'] : undefined;
  return { os: os ? [os] : undefined, cpu: cpu ? [cpu] : undefined, libc };
};
let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key] || !/^(@biomejs\/cli-|@tailwindcss\/oxide-)/.test(name)) continue;
    const { os, cpu, libc } = platform(name);
    lock.packages[key] = {
      version,
      dev: entry.dev,
      optional: true,
      ...(os && { os }),
      ...(cpu && { cpu }),
      ...(libc && { libc }),
    };
    added++;
    void path;
  }
}
const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
fs.writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} platform entries`);
