import type { AfterErrorHook } from 'payload'

type DetailedError = Error & { data?: { errors?: unknown } | null; status?: number }

/**
 * Puts the field errors of a validation failure back into the REST answer. Payload adds them only when
 * the error passes an `instanceof ValidationError` check, which fails in the production bundle (the
 * error class is bundled more than once), so the admin got "The following field is invalid: x" without
 * the message on the field. Matching by name works whichever copy threw it.
 */
export const keepValidationErrorDetails: AfterErrorHook = ({ error, result }) => {
  const detailed = error as DetailedError
  if (detailed.name !== 'ValidationError' || !Array.isArray(detailed.data?.errors)) return
  if (result?.errors?.some((entry) => 'data' in entry && entry.data)) return
  return {
    response: { ...result, errors: [{ name: detailed.name, data: detailed.data, message: detailed.message }] },
    status: detailed.status ?? 400,
  }
}
