/** Password hashing: argon2id with the OWASP minimum parameters (docs/decisions.md#passwords). */
import { hash, verify } from "@node-rs/argon2";

// 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** An argon2id hash of `password`, salt included. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** True when `password` matches `stored`; a malformed hash counts as no match. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

// Verified against when the username is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

/** Spends the time of one verification without a real hash, then answers false. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword("no-such-user-placeholder");
  await verifyPassword(await dummyHash, password);
  return false;
}
