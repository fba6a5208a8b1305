/** The print and PDF controls' texts, and what the download says when it fails. */
export const PRINT_BUTTON_TEXT = 'Print'
export const DOWNLOAD_PDF_TEXT = 'Download PDF'
/** Spec §4: the download button's text while the PDF is being prepared. */
export const PREPARING_TEXT = 'Preparing...'
export const PDF_FAILURE_TEXT = 'Sorry, the PDF of this car could not be downloaded.'

/** The alert shown when the download fails (spec §8: a browser alert with the error message). */
export function pdfFailureMessage(error: unknown): string {
  const reason = error instanceof Error ? error.message.trim() : typeof error === 'string' ? error.trim() : ''
  return reason
    ? `${PDF_FAILURE_TEXT} ${reason.endsWith('.') ? reason : `${reason}.`} Please try again.`
    : `${PDF_FAILURE_TEXT} Please try again.`
}

/** Why a PDF answer is not a PDF, in words for the alert; null when it is one. */
export function pdfResponseProblem(response: { ok: boolean; status: number; contentType: string | null }): string | null {
  if (!response.ok) return response.status === 404 ? 'The car is no longer available' : `The server answered ${response.status}`
  if (!response.contentType?.toLowerCase().startsWith('application/pdf')) return 'The server did not send a PDF'
  return null
}
