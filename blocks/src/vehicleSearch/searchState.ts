export type SearchStatus = 'idle' | 'loading' | 'hasData' | 'hasError'

export type SearchState<Results, Facets> = {
  status: SearchStatus
  /** The last good answer: kept while a new one loads or after a failure, so the page never blanks. */
  results: Results | null
  facets: Facets | null
  error: string | null
  /** Latest request; answers to older ones arrive late and are dropped. */
  requestId: number
}

export type SearchAction<Results, Facets> =
  | { type: 'request'; requestId: number }
  | { type: 'success'; requestId: number; results: Results; facets: Facets }
  | { type: 'failure'; requestId: number; error: string }

export function initialSearchState<Results, Facets>(): SearchState<Results, Facets> {
  return { status: 'idle', results: null, facets: null, error: null, requestId: 0 }
}

export function searchStateReducer<Results, Facets>(
  state: SearchState<Results, Facets>,
  action: SearchAction<Results, Facets>,
): SearchState<Results, Facets> {
  switch (action.type) {
    case 'request':
      return { ...state, status: 'loading', requestId: action.requestId }
    case 'success':
      if (action.requestId !== state.requestId) return state
      return { status: 'hasData', results: action.results, facets: action.facets, error: null, requestId: state.requestId }
    case 'failure':
      if (action.requestId !== state.requestId) return state
      return { ...state, status: 'hasError', error: action.error }
  }
}
