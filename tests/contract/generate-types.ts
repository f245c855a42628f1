import { execFileSync } from 'node:child_process';

/** The client types openapi-typescript generates from docs/openapi.json (run as its CLI under Node). */
export function generateTypes(): string {
  return execFileSync(
    process.execPath,
    [
      '--import',
      './tests/support/typescript5-register.mjs',
      'node_modules/openapi-typescript/bin/cli.js',
      'docs/openapi.json',
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] },
  );
}
