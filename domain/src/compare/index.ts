/** Compare: the visitor's list of up to four cars (kept in the browser), the shareable /compare address and the aligned table. */
export * from './list'
export * from './table'
