/** The shortest password anyone may set: long enough that a guessing attack is not worth running. */
export const MIN_PASSWORD_LENGTH = 12

export const passwordTooShortMessage = `Passwords must be at least ${MIN_PASSWORD_LENGTH} characters long.`

/** What is wrong with a new password, or null. Payload's own check (at least 3 characters) still runs. */
export function passwordProblem(password: unknown): string | null {
  if (typeof password !== 'string') return null
  return [...password].length < MIN_PASSWORD_LENGTH ? passwordTooShortMessage : null
}
