import {
  GraphQLError,
  Kind,
  getNamedType,
  isInterfaceType,
  isObjectType,
  valueFromASTUntyped,
  type ExecutionArgs,
  type GraphQLNamedType,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql'

/** The most documents one list field may ask for. */
export const GRAPHQL_MAX_LIMIT = 100
/**
 * The most a whole operation may cost: fields, each list field's counted once per document it may return.
 * 1,000: one list of 100 documents with a few fields each. At 2,000, nine aliases of 100 cars (cost 1,809)
 * took 3.8 s of the one thread that serves every dealer, and on SQLite nothing else is answered meanwhile.
 */
export const GRAPHQL_MAX_COST = 1_000
/** What Payload returns when a list field is given no `limit`. */
export const PAYLOAD_DEFAULT_LIMIT = 10

export const graphqlErrorCodes = {
  tooCostly: 'QUERY_TOO_COSTLY',
  limitOutOfRange: 'LIMIT_OUT_OF_RANGE',
  signInRequired: 'SIGN_IN_REQUIRED',
  selectOff: 'SELECT_OFF',
} as const

export const graphqlMessages = {
  limitOutOfRange: (field: string, asked: string) =>
    `${field}: limit must be a whole number from 1 to ${GRAPHQL_MAX_LIMIT} (asked for ${asked}). Ask for the next page with page: 2.`,
  selectOff: (field: string) =>
    `${field}: select: false would read every field of every document; leave select out and only the fields you ask for are read.`,
  paginationOff: (field: string) =>
    `${field}: pagination: false would return every document; ask for pages of at most ${GRAPHQL_MAX_LIMIT} instead.`,
  tooCostly: (cost: number) =>
    `This query could return too much at once (cost ${cost}, at most ${GRAPHQL_MAX_COST}: each field counts once per document its list may return). Ask for fewer documents or fields, or split it.`,
  signInRequired: 'The GraphQL API is for signed-in users; the sites do not use it. Sign in, or use the REST API.',
}

type Problem = { message: string; code: string }

/**
 * The cost of a selection: every field counts 1, and a field that takes `limit` (a list of documents)
 * counts its own selection once per document it may return, so nesting multiplies and aliases add up.
 * Payload's own complexity rule counts fields only, so 50 aliases of `Vehicles(limit: 300)` passed it.
 */
function selectionCost(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  parentType: GraphQLNamedType | null | undefined,
  variables: Record<string, unknown>,
  problems: Problem[],
  fragmentsOnPath: Set<string>,
): number {
  let cost = 0
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const fieldName = selection.name.value
      const fieldDef = isObjectType(parentType) || isInterfaceType(parentType) ? parentType.getFields()[fieldName] : undefined
      const childCost = selection.selectionSet
        ? selectionCost(
            context,
            selection.selectionSet,
            fieldDef ? getNamedType(fieldDef.type) : undefined,
            variables,
            problems,
            fragmentsOnPath,
          )
        : 0
      let documents = 1
      // Payload reads whole documents when select is off; cms/src/graphql/schema.ts turns it on by default.
      const selectNode = selection.arguments?.find((arg) => arg.name.value === 'select')
      if (selectNode && fieldDef?.args.some((arg) => arg.name === 'select') && valueFromASTUntyped(selectNode.value, variables) === false) {
        problems.push({ message: graphqlMessages.selectOff(selection.alias?.value ?? fieldName), code: graphqlErrorCodes.selectOff })
      }
      if (fieldDef?.args.some((arg) => arg.name === 'limit')) {
        const label = selection.alias ? `${selection.alias.value} (${fieldName})` : fieldName
        const limitNode = selection.arguments?.find((arg) => arg.name.value === 'limit')
        const asked = limitNode ? valueFromASTUntyped(limitNode.value, variables) : undefined
        if (asked === undefined || asked === null) documents = PAYLOAD_DEFAULT_LIMIT
        else if (typeof asked === 'number' && Number.isInteger(asked) && asked >= 1 && asked <= GRAPHQL_MAX_LIMIT) documents = asked
        else {
          problems.push({ message: graphqlMessages.limitOutOfRange(label, JSON.stringify(asked)), code: graphqlErrorCodes.limitOutOfRange })
          documents = GRAPHQL_MAX_LIMIT
        }
        const paginationNode = selection.arguments?.find((arg) => arg.name.value === 'pagination')
        if (paginationNode && valueFromASTUntyped(paginationNode.value, variables) === false) {
          problems.push({ message: graphqlMessages.paginationOff(label), code: graphqlErrorCodes.limitOutOfRange })
        }
      }
      cost += 1 + documents * childCost
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? context.getSchema().getType(selection.typeCondition.name.value) : parentType
      cost += selectionCost(context, selection.selectionSet, type, variables, problems, fragmentsOnPath)
    } else {
      const name = selection.name.value
      const fragment = context.getFragment(name)
      // A fragment that spreads itself is reported by GraphQL's own NoFragmentCycles rule.
      if (!fragment || fragmentsOnPath.has(name)) continue
      const type = context.getSchema().getType(fragment.typeCondition.name.value)
      cost += selectionCost(context, fragment.selectionSet, type, variables, problems, new Set([...fragmentsOnPath, name]))
    }
  }
  return cost
}

/** Refuses an operation whose list fields ask for too many documents, or that could cost too much in all. */
export function queryCostRule(variables: Record<string, unknown> | null | undefined): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      const schema = context.getSchema()
      const root =
        operation.operation === 'mutation'
          ? schema.getMutationType()
          : operation.operation === 'subscription'
            ? schema.getSubscriptionType()
            : schema.getQueryType()
      const problems: Problem[] = []
      const cost = selectionCost(context, operation.selectionSet, root, variables ?? {}, problems, new Set())
      if (problems.length === 0 && cost > GRAPHQL_MAX_COST)
        problems.push({ message: graphqlMessages.tooCostly(cost), code: graphqlErrorCodes.tooCostly })
      // One message per kind of problem is enough to act on; fifty identical ones are noise.
      const seen = new Set<string>()
      for (const problem of problems) {
        if (seen.has(problem.code)) continue
        seen.add(problem.code)
        context.reportError(new GraphQLError(problem.message, { nodes: [operation], extensions: { code: problem.code } }))
      }
    },
  })
}

/** Refuses every operation from a visitor who is not signed in: no public page uses GraphQL. */
const signInRequiredRule: ValidationRule = (context) => ({
  Document(document) {
    context.reportError(
      new GraphQLError(graphqlMessages.signInRequired, { nodes: [document], extensions: { code: graphqlErrorCodes.signInRequired } }),
    )
  },
})

/** Payload's `graphQL.validationRules`: run before anything is resolved, so a refused query costs nothing. */
export function graphqlValidationRules(args: ExecutionArgs): ValidationRule[] {
  const signedIn = Boolean((args.contextValue as { req?: { user?: unknown } } | undefined)?.req?.user)
  return signedIn ? [queryCostRule(args.variableValues)] : [signInRequiredRule]
}
