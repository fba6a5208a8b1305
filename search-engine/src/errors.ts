/**
 * A request the engine refuses, with the status and message Algolia would answer, so the HTTP layer
 * can pass it straight through as `{ message, status }`.
 */
export class SearchRequestError extends Error {
  readonly status: number

  constructor(message: string, status = 400) {
    super(message)
    this.name = 'SearchRequestError'
    this.status = status
  }
}

export function isSearchRequestError(error: unknown): error is SearchRequestError {
  return error instanceof SearchRequestError
}
