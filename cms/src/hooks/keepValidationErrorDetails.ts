import type { AfterErrorHook } from 'payload'

type DetailedError = Error & { data?: { errors?: unknown } | null; status?: number }

function isFieldError(value: unknown): value is { path: string; message: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { path?: unknown }).path === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  )
}

/**
 * Puts the field errors of a validation failure back into the REST answer. Payload adds them only when
 * the error passes an `instanceof ValidationError` check, which fails in the production bundle (the
 * error class is bundled more than once), so the admin got "The following field is invalid: x" without
 * the message on the field. Matching by name works whichever copy threw it.
 */
export const keepValidationErrorDetails: AfterErrorHook = ({ error, result }) => {
  const detailed = error as DetailedError
  const fieldErrors = detailed.data?.errors
  if (detailed.status !== 400 || !Array.isArray(fieldErrors) || fieldErrors.length === 0 || !fieldErrors.every(isFieldError)) return
  if (result?.errors?.some((entry) => 'data' in entry && entry.data)) return
  return {
    response: {
      ...result,
      errors: [{ name: 'ValidationError', data: { ...detailed.data, errors: fieldErrors }, message: detailed.message }],
    },
    status: 400,
  }
}

/**
 * Likewise for any 4xx error thrown as public (`new APIError(message, 400, undefined, true)`, such as
 * a where clause naming something that is not an id): in the production bundle Payload's
 * `instanceof APIError` check fails and the client read "An unknown error occurred." instead of what to fix.
 */
export const keepPublicErrorMessages: AfterErrorHook = ({ error, result }) => {
  const publicError = error as Error & { isPublic?: unknown; status?: unknown }
  if (publicError.isPublic !== true || typeof publicError.status !== 'number' || publicError.status < 400 || publicError.status >= 500)
    return
  if (result?.errors?.some((entry) => entry.message === publicError.message)) return
  return { response: { ...result, errors: [{ message: publicError.message }] }, status: publicError.status }
}
