/** The online purchase journey: its steps, what each accepts, and its words, shared by the server and the site. */
export * from './rules'
