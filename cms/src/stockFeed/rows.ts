/**
 * Raw records → checked vehicle rows, with a reason for each one refused. Pure: no database, no
 * clock (except the latest model year), so every rejection reason is unit-tested.
 */
import { z } from 'zod'

import { type FeedField, feedFields } from './fields'
import { FeedError, parseFeedText, rawRecordsOf, type FeedFormat, type RawFeed, type RawRecord } from './parse'
import { blankMeansAbsent, convertValue, isBlank, type FeedSource, type VehicleStatus } from './values'

export interface FeedRow {
  row: number
  line?: number
  stocknum: string
  /** Upper-case, without spaces; null when the feed clears it, undefined when it has no VIN column. */
  vin: string | null | undefined
  /** The status the feed asks for; undefined when it does not say (see importFeed for what then). */
  status: VehicleStatus | undefined
  /** A sold date from the feed (ISO); undefined when it gives none. */
  soldDate: string | undefined
  /**
   * Stored field path (dotted for groups) → value to store; null clears the field. Status, sold and
   * the sold date are not in here: the importer decides them against the stored car.
   */
  values: Record<string, unknown>
}

export interface RejectedRow {
  row: number
  line?: number
  /** The row's stock number when it had a readable one: such a car is not marked sold. */
  stocknum?: string
  vin?: string
  reason: string
}

export interface ParsedFeed {
  rows: FeedRow[]
  rejected: RejectedRow[]
  warnings: string[]
}

export interface ValidateOptions {
  /** The dealership being imported: a row naming another in `dealership_slug` is refused. */
  dealership?: string
}

/** `Row 7 (line 8): ` for CSV, `Row 7: ` for JSON. */
export function rowLabel(record: { row: number; line?: number }): string {
  return record.line === undefined ? `Row ${record.row}` : `Row ${record.row} (line ${record.line})`
}

function fieldSchema(field: FeedField, source: FeedSource) {
  const schema = z.unknown().transform((raw, ctx) => {
    if (isBlank(raw)) {
      if (field.required) {
        ctx.addIssue({ code: 'custom', message: 'is required' })
        return z.NEVER
      }
      return blankMeansAbsent(field.kind) ? undefined : null
    }
    const converted = convertValue(field, raw, source)
    if (!converted.ok) {
      ctx.addIssue({ code: 'custom', message: converted.message })
      return z.NEVER
    }
    return converted.value
  })
  return field.required ? schema : schema.optional()
}

function rowSchema(source: FeedSource) {
  return z.object(Object.fromEntries(feedFields.map((field) => [field.name, fieldSchema(field, source)])))
}

// Built once per source: building the object schema is the expensive part.
const schemas: Record<FeedSource, ReturnType<typeof rowSchema>> = { csv: rowSchema('csv'), json: rowSchema('json') }

const fieldsByName = new Map(feedFields.map((field) => [field.name, field]))

function readableText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

export function normaliseVin(vin: string): string {
  return vin.replace(/\s+/g, '').toUpperCase()
}

type Checked = { ok: true; row: FeedRow } | { ok: false; problems: string[] }

function checkRecord(record: RawRecord, source: FeedSource, options: ValidateOptions): Checked {
  // A record of the wrong shape (not an object, cells shifted by a missing comma) has values that
  // would only produce misleading field messages: its shape is the reason.
  if (record.problems.length) return { ok: false, problems: record.problems }
  const problems: string[] = []
  const parsed = schemas[source].safeParse(record.values)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')} ${issue.message}`)
  }
  if (problems.length || !parsed.success) return { ok: false, problems }
  const data = parsed.data as Record<string, unknown>

  const values: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined) continue
    const target = fieldsByName.get(name)?.target ?? name
    // Two columns may fill one field (sold_date, sold_date_timestamp): a blank one clears nothing.
    if (value === null && values[target] !== undefined) continue
    values[target] = value
  }

  // Status, `sold` and the sold date all say whether the car is sold: they must agree.
  const soldDate = values.sold_date
  const fromDate = typeof data.sold_date === 'string' ? data.sold_date : undefined
  const fromTimestamp = typeof data.sold_date_timestamp === 'string' ? data.sold_date_timestamp : undefined
  if (fromDate && fromTimestamp && Date.parse(fromDate) !== Date.parse(fromTimestamp)) {
    problems.push(`sold_date (${fromDate.slice(0, 10)}) and sold_date_timestamp (${fromTimestamp}) disagree`)
  }
  const soldFlag = typeof data.sold === 'boolean' ? data.sold : undefined
  let status = data.status as VehicleStatus | undefined
  if (status !== undefined && status !== 'sold') {
    if (soldFlag === true) problems.push(`sold is true but status is ${status}`)
    if (typeof soldDate === 'string') problems.push(`sold_date is given but status is ${status}`)
  }
  if (status === 'sold' && soldFlag === false) problems.push('sold is false but status is sold')
  if (status === undefined && (soldFlag === true || typeof soldDate === 'string')) status = 'sold'
  if (status === undefined && soldFlag === false) status = 'in_stock'

  const dealershipSlug = values.dealership_slug
  if (options.dealership && typeof dealershipSlug === 'string' && dealershipSlug !== options.dealership) {
    problems.push(`dealership_slug is "${dealershipSlug}" but this import is for dealership "${options.dealership}"`)
  }
  if (problems.length) return { ok: false, problems }

  delete values.status
  delete values.sold
  delete values.sold_date
  const vin = typeof values.vin === 'string' ? normaliseVin(values.vin) : (values.vin as null | undefined)
  if (vin !== undefined) values.vin = vin
  return {
    ok: true,
    row: {
      row: record.row,
      line: record.line,
      stocknum: values.stocknum as string,
      vin,
      status,
      soldDate: typeof soldDate === 'string' ? soldDate : undefined,
      values,
    },
  }
}

/** Checks every record; later duplicates of a stock number or VIN are refused, naming the first. */
export function validateRecords(raw: RawFeed, options: ValidateOptions = {}): ParsedFeed {
  const rows: FeedRow[] = []
  const rejected: RejectedRow[] = []
  const firstByStock = new Map<string, FeedRow>()
  const firstByVin = new Map<string, FeedRow>()
  for (const record of raw.records) {
    const checked = checkRecord(record, raw.format, options)
    if (!checked.ok) {
      const stocknum = readableText(record.values.stocknum)
      const vinText = readableText(record.values.vin)
      rejected.push({
        row: record.row,
        line: record.line,
        ...(stocknum ? { stocknum } : {}),
        ...(vinText ? { vin: normaliseVin(vinText) } : {}),
        reason: `${rowLabel(record)}: ${checked.problems.join('; ')}`,
      })
      continue
    }
    const row = checked.row
    const sameStock = firstByStock.get(row.stocknum)
    const sameVin = row.vin ? firstByVin.get(row.vin) : undefined
    if (sameStock || sameVin) {
      const reason = sameStock
        ? `stock number ${row.stocknum} already appears in ${rowLabel(sameStock).toLowerCase()}`
        : `VIN ${row.vin} already appears in ${rowLabel(sameVin as FeedRow).toLowerCase()} (stock number ${sameVin?.stocknum})`
      // The stock number stays unprotected only when it duplicates another: that row keeps the car.
      rejected.push({
        row: row.row,
        line: row.line,
        ...(sameStock ? {} : { stocknum: row.stocknum }),
        reason: `${rowLabel(row)}: ${reason}`,
      })
      continue
    }
    firstByStock.set(row.stocknum, row)
    if (row.vin) firstByVin.set(row.vin, row)
    rows.push(row)
  }
  return { rows, rejected, warnings: raw.warnings }
}

/** Feed text → checked rows. Throws FeedError when the feed as a whole cannot be read. */
export function parseFeed(text: string, format: FeedFormat, options: ValidateOptions = {}): ParsedFeed {
  return validateRecords(parseFeedText(text, format), options)
}

/** Already-parsed objects (a JSON feed read elsewhere) → checked rows. */
export function parseFeedRows(rows: unknown, options: ValidateOptions = {}): ParsedFeed {
  return validateRecords(rawRecordsOf(rows), options)
}

export { FeedError }
