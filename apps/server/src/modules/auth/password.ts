import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id of @node-rs/argon2 (a const enum, so written out here).
const ARGON2ID = 2;

export interface PasswordHasherOptions {
  memoryCost: number;
  timeCost: number;
}

/** argon2id at OWASP's minimum (19 MiB, t=2, p=1) by default; costs come from config. */
export function createPasswordHasher(options: PasswordHasherOptions) {
  const params = { algorithm: ARGON2ID, memoryCost: options.memoryCost, timeCost: options.timeCost, parallelism: 1 };
  return {
    hash: (password: string) => hash(password, params),
    verify: async (passwordHash: string, password: string) => {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
  };
}
export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
