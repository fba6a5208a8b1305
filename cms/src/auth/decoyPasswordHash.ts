import { pbkdf2 } from 'node:crypto'

// Payload's current password hash (payload/dist/auth/strategies/local/generatePasswordSaltHash.js):
// PBKDF2-SHA256, 600,000 iterations, a 32-byte key. The decoy must cost what checking a real one costs.
const ITERATIONS = 600_000
const KEY_LENGTH = 32
const DECOY_SALT = 'forecourt-login-decoy-salt-0000000000000000000000000000000000000000'

const state = { decoys: 0 }

/**
 * Checks a password against nothing, at the price of checking it against a stored hash, so a login for
 * an email nobody has (or for a locked account) takes as long as a wrong password for a real one.
 */
export async function runDecoyPasswordHash(password: string): Promise<void> {
  state.decoys += 1
  await new Promise<void>((resolve) => pbkdf2(password, DECOY_SALT, ITERATIONS, KEY_LENGTH, 'sha256', () => resolve()))
}

/** How many decoy hashes this module has run: what a test checks instead of timing a login. */
export function decoyPasswordHashCount(): number {
  return state.decoys
}
