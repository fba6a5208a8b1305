import { flattenTopLevelFields, type AfterErrorHook, type PayloadRequest, type SanitizedCollectionConfig } from 'payload'

import { missingReference } from './validateBeforeTheDatabase'

type DatabaseError = { code?: unknown; message?: unknown; detail?: unknown; cause?: unknown }

/** The database's foreign-key refusal inside an error, however deeply the adapter wrapped it. */
function foreignKeyRefusal(error: unknown): DatabaseError | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as DatabaseError
    // 23503: foreign_key_violation on Postgres; SQLite names it in its code and its message.
    if (candidate.code === '23503' || candidate.code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return candidate
    if (typeof candidate.message === 'string' && candidate.message.includes('FOREIGN KEY constraint failed')) return candidate
    current = candidate.cause
  }
  return undefined
}

/** Postgres says which column and table: `Key (tenant_id)=(987654) is not present in table "tenants".` */
function missingKey(detail: unknown): { path: string; message: string } | undefined {
  const match = typeof detail === 'string' ? /^Key \(([\w]+)\)=\((.*)\) is not present in table "([\w]+)"/.exec(detail) : null
  if (!match) return undefined
  const [, column = '', id = '', table = ''] = match
  return { path: column.replace(/_id$/, ''), message: `There is no ${table} document with id ${id}.` }
}

/**
 * SQLite does not say which key failed: the written data's top-level relationship fields are looked up
 * to name the one whose document is missing.
 */
async function missingTopLevelReference(
  collection: SanitizedCollectionConfig | undefined,
  req: PayloadRequest,
): Promise<{ path: string; message: string } | undefined> {
  const data = req.data
  if (!collection || !data) return undefined
  for (const field of flattenTopLevelFields(collection.fields)) {
    if ((field.type !== 'relationship' && field.type !== 'upload') || !(field.name in data)) continue
    const message = await missingReference(data[field.name], field.relationTo, req)
    if (message) return { path: field.name, message }
  }
  return undefined
}

type CastError = { name?: unknown; path?: unknown; errors?: unknown; cause?: unknown }

/**
 * MongoDB's counterpart: mongoose refusing a value it cannot cast to the field's type (an id that is
 * not an ObjectId, `tenant: 987654`), alone or inside its ValidationError. Its path names the field.
 */
function castRefusal(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as CastError
    if (candidate.name === 'CastError' && typeof candidate.path === 'string') return candidate.path
    if (candidate.errors && typeof candidate.errors === 'object') {
      const cast = Object.values(candidate.errors as Record<string, CastError>).find((each) => each?.name === 'CastError')
      if (cast && typeof cast.path === 'string') return cast.path
    }
    current = candidate.cause
  }
  return undefined
}

/**
 * The last line behind the validation in validateBeforeTheDatabase: writes Payload saves without
 * validating (drafts), and deletes of a document others still point to, reach the database's foreign keys.
 * Its refusal was a 500 with the SQL in the log; here it is a 400 (a write naming a document that does not
 * exist) or a 409 (a delete of one still in use), in words, with the field where the database names it.
 * On MongoDB, which has no foreign keys, the same writes fail to cast an id that cannot be one: also a 400.
 */
export const answerForeignKeyRefusals: AfterErrorHook = async ({ collection, error, req, result }) => {
  const castPath = castRefusal(error)
  if (castPath) {
    const named = {
      path: castPath,
      message: `This is not a value ${castPath} can hold (a document id is a 24-character hexadecimal ObjectId).`,
    }
    return {
      response: {
        ...result,
        errors: [{ name: 'ValidationError', message: `The following field is invalid: ${castPath}`, data: { errors: [named] } }],
      },
      status: 400,
    }
  }
  const refusal = foreignKeyRefusal(error)
  if (!refusal) return
  if (req.method?.toUpperCase() === 'DELETE') {
    const message = 'This document is still used by other documents: remove those references first.'
    return { response: { ...result, errors: [{ message }] }, status: 409 }
  }
  const named = missingKey(refusal.detail) ?? (await missingTopLevelReference(collection, req).catch(() => undefined))
  if (!named) {
    const message = 'A relationship field names a document that does not exist.'
    return { response: { ...result, errors: [{ name: 'ValidationError', message }] }, status: 400 }
  }
  return {
    response: {
      ...result,
      errors: [{ name: 'ValidationError', message: `The following field is invalid: ${named.path}`, data: { errors: [named] } }],
    },
    status: 400,
  }
}
