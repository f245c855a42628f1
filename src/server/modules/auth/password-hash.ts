import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id parameters: 19 MiB memory, 2 iterations, 1 lane. 2 = Algorithm.Argon2id (a const enum).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // Unknown accounts verify against a fixed hash so both answers take the same time.
  const target = passwordHash ?? (await dummyHash);
  try {
    const ok = await verify(target, password);
    return ok && passwordHash !== null;
  } catch {
    return false;
  }
}

const dummyHash = hash('formulary-timing-equaliser', OPTIONS);
