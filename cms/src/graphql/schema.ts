import { configToSchema } from '@payloadcms/graphql'
import type { GraphQLSchema } from 'graphql'
import type { SanitizedConfig } from 'payload'

type BuiltGraphql = ReturnType<typeof configToSchema>
/** The process-wide cache Payload's GraphQL route reads (@payloadcms/next, routes/graphql/handler.js). */
type PayloadGraphqlCache = { graphql: BuiltGraphql | null; promise: Promise<BuiltGraphql> | null }

const processGlobal = globalThis as typeof globalThis & { _payload_graphql?: PayloadGraphqlCache }

/** Schemas already given the default: the route asks for it on every operation, and the walk is over every field. */
const adjusted = new WeakSet<GraphQLSchema>()

/**
 * Every query and mutation that takes Payload's `select` argument gets it on by default, so a list
 * reads only the fields the operation asks for. Without it Payload reads, joins and runs the read hooks
 * of every field of every document (four lists of 100 cars asking for `id` took 300 ms of the one
 * thread that serves every dealer); with it the work follows what queryCost.ts counts.
 */
export function readingOnlyAskedFields(schema: GraphQLSchema): GraphQLSchema {
  if (adjusted.has(schema)) return schema
  adjusted.add(schema)
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const select = field.args.find((argument) => argument.name === 'select')
      if (select) select.defaultValue = true
    }
  }
  return schema
}

async function buildReadingOnlyAskedFields(config: SanitizedConfig | Promise<SanitizedConfig>): Promise<BuiltGraphql> {
  const resolved: SanitizedConfig = await config
  const built = configToSchema(resolved)
  readingOnlyAskedFields(built.schema)
  return built
}

/**
 * Builds Payload's GraphQL schema once for the process, with `select` on by default, into the cache
 * Payload's route reads. Called at start-up, so that the first operation after a deploy does not build
 * it inside a request (about a second during which no site is answered), and again by the route, where
 * it costs nothing once built. In development Payload rebuilds its schema for every operation (for hot
 * reload), without this default; production and the tests use this one.
 */
export async function prepareGraphqlSchema(config: SanitizedConfig | Promise<SanitizedConfig>): Promise<void> {
  const cache = (processGlobal._payload_graphql ??= { graphql: null, promise: null })
  if (cache.graphql) {
    readingOnlyAskedFields(cache.graphql.schema)
    return
  }
  cache.promise ??= buildReadingOnlyAskedFields(config)
  cache.graphql = await cache.promise
}
