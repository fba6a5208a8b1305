import { APIError, type CollectionBeforeOperationHook, type CollectionConfig, type PayloadRequest } from 'payload'

/**
 * The most documents one anonymous REST read may ask for: a results page (24). No page of the sites reads
 * these lists; at 100 cars one answer held the thread for 150–340 ms, during which no other site is answered.
 */
export const PUBLIC_REST_MAX_LIMIT = 24
/** How deep an anonymous REST read may populate relationships: the document and the documents it names. */
export const PUBLIC_REST_MAX_DEPTH = 1

export type PublicReadArgs = { limit?: unknown; pagination?: unknown; depth?: unknown }

export const publicReadMessages = {
  paginationOff: `pagination=false would return every document; ask for pages of at most ${PUBLIC_REST_MAX_LIMIT} (limit=${PUBLIC_REST_MAX_LIMIT}&page=2, …) instead.`,
  limitOutOfRange: (asked: string) =>
    `limit must be a whole number from 1 to ${PUBLIC_REST_MAX_LIMIT} (asked for ${asked}). Ask for the next page with page=2.`,
  depthTooDeep: (asked: string) =>
    `depth must be 0 or ${PUBLIC_REST_MAX_DEPTH} without signing in (asked for ${asked}): related documents are populated one level deep at most.`,
}

/** A refused read: the caller's mistake, logged as info (payload.config.ts `loggingLevels`), not as an error with its stack. */
export class PublicReadRefused extends APIError {
  constructor(message: string) {
    super(message, 400, undefined, true)
  }
}

const isWholeNumberWithin = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max

/** Why an anonymous read asks for too much at once, if it does. */
export function publicReadProblem(args: PublicReadArgs): string | undefined {
  if (args.pagination === false) return publicReadMessages.paginationOff
  if (args.limit !== undefined && !isWholeNumberWithin(args.limit, 1, PUBLIC_REST_MAX_LIMIT))
    return publicReadMessages.limitOutOfRange(String(args.limit))
  if (args.depth !== undefined && !isWholeNumberWithin(args.depth, 0, PUBLIC_REST_MAX_DEPTH))
    return publicReadMessages.depthTooDeep(String(args.depth))
  return undefined
}

/** Whether the operation is this collection's own REST read (`GET /api/vehicles`, `/api/vehicles/12`) by someone not signed in as staff. */
function isPublicRestRead(req: PayloadRequest, collection: { slug: string }, overrideAccess: unknown): boolean {
  if (req.payloadAPI !== 'REST' || overrideAccess === true || req.user?.collection === 'users') return false
  // Our own endpoints run local reads with this same request; only Payload's REST reads are bounded.
  const own = `${req.payload.config.routes.api}/${collection.slug}`
  const path = (req.pathname ?? '').replace(/\/+$/, '')
  return path === own || (path.startsWith(`${own}/`) && !path.slice(own.length + 1).includes('/'))
}

/**
 * Anonymous REST reads (and shoppers', who are not staff) get what a page could need and no more: at
 * most 24 documents, no `pagination=false`, relationships one level deep (also when `depth` is not
 * given, where Payload's default is 2). Refused with 400 before the database is read. Signed-in staff
 * are unaffected. Without this, 15 parallel `?pagination=false&depth=2` reads of a dealer's stock
 * (1.3 MB each) stalled every tenant's site for seconds.
 */
export const boundPublicReads: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  if (operation !== 'read' && operation !== 'readDistinct') return args
  const bounded = args as PublicReadArgs & { overrideAccess?: unknown }
  if (!isPublicRestRead(req, collection, bounded.overrideAccess)) return args
  const problem = publicReadProblem(bounded)
  if (problem) throw new PublicReadRefused(problem)
  return bounded.depth === undefined ? { ...args, depth: PUBLIC_REST_MAX_DEPTH } : args
}

/** The collection with `boundPublicReads` first among its beforeOperation hooks. */
export function withPublicReadsBounded(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    hooks: { ...collection.hooks, beforeOperation: [boundPublicReads, ...(collection.hooks?.beforeOperation ?? [])] },
  }
}
