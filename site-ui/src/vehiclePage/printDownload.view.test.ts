import { describe, expect, it } from '@jest/globals'

import { PDF_FAILURE_TEXT, pdfFailureMessage, pdfResponseProblem, PREPARING_TEXT } from './printDownload.view'

describe('download feedback', () => {
  it("says 'Preparing...' while the PDF is built", () => {
    expect(PREPARING_TEXT).toBe('Preparing...')
  })

  it('alerts with the reason of the failure', () => {
    expect(pdfFailureMessage(new Error('The server answered 500'))).toBe(`${PDF_FAILURE_TEXT} The server answered 500. Please try again.`)
    expect(pdfFailureMessage('Offline.')).toBe(`${PDF_FAILURE_TEXT} Offline. Please try again.`)
    expect(pdfFailureMessage(null)).toBe(`${PDF_FAILURE_TEXT} Please try again.`)
  })

  it('tells a PDF answer from a failed one', () => {
    expect(pdfResponseProblem({ ok: true, status: 200, contentType: 'application/pdf' })).toBeNull()
    expect(pdfResponseProblem({ ok: false, status: 500, contentType: 'application/json' })).toBe('The server answered 500')
    expect(pdfResponseProblem({ ok: false, status: 404, contentType: 'application/json' })).toBe('The car is no longer available')
    // A login page or proxy error page answered 200 is still not the file.
    expect(pdfResponseProblem({ ok: true, status: 200, contentType: 'text/html' })).toBe('The server did not send a PDF')
  })
})
