import { hash, verify, type Algorithm } from '@node-rs/argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

// The package's enum is a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/**
 * Argon2id (OWASP's first choice). Defaults are the package's: 19 MiB and 2 passes, about 70 ms
 * here; tests pass cheaper settings. A hash records its own settings, so old hashes keep verifying.
 */
export function createArgon2Hasher(options: { memoryCost?: number; timeCost?: number } = {}): PasswordHasher {
  return {
    hash: (password) => hash(password, { algorithm: ARGON2ID, ...options }),
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
  };
}

/**
 * A hash of a password nobody knows, verified when the number is unknown so that an unknown number
 * takes as long to refuse as a wrong password.
 */
export async function makeDecoyHash(hasher: PasswordHasher): Promise<string> {
  return hasher.hash(`decoy-${Math.random()}`);
}
