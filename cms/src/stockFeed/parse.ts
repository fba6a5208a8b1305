/**
 * Feed text (CSV or JSON) → raw records keyed by canonical field name, before any value is checked.
 * Problems that make the whole feed unreadable (an unclosed quote, a header without a stock number
 * column, JSON that is not JSON) throw a FeedError; problems of one record travel with the record
 * so that the rest of the feed still imports.
 */
import { parse as parseCsv } from 'csv-parse/sync'

import { feedFieldFor, type FeedField, groupNames, normaliseColumnName, refusedColumns, requiredFields } from './fields'
import type { FeedSource } from './values'

export type FeedFormat = FeedSource

/** The feed as a whole cannot be imported; nothing has been written. */
export class FeedError extends Error {
  override name = 'FeedError'
}

export interface RawRecord {
  /** 1-based position among the feed's data rows (blank CSV lines are not rows). */
  row: number
  /** CSV only: the line the record starts on, header included (records may span lines). */
  line?: number
  /** Canonical field name → raw value (strings from CSV, anything from JSON). */
  values: Record<string, unknown>
  /** Problems of the record's shape, found before its values are looked at. */
  problems: string[]
}

export interface RawFeed {
  format: FeedFormat
  records: RawRecord[]
  warnings: string[]
}

/** Keeps one warning per distinct message, with how many rows raised it. */
class Warnings {
  private readonly counts = new Map<string, number>()
  add(message: string): void {
    this.counts.set(message, (this.counts.get(message) ?? 0) + 1)
  }
  list(unit: string): string[] {
    return [...this.counts].map(([message, count]) => (count > 1 ? `${message} (in ${count} ${unit})` : message))
  }
}

function ignoredColumnMessage(name: string, noun: 'column' | 'key'): string {
  const reason = refusedColumns.get(normaliseColumnName(name))
  return reason ? `Ignored ${noun} "${name}": ${reason}` : `Ignored unknown ${noun} "${name}"`
}

function acceptedNames(field: FeedField): string {
  return [field.name, ...(field.aliases ?? [])].join(', ')
}

// ---------------------------------------------------------------------------------------------
// CSV

/** The separator the header uses most: Excel in some locales writes `;`, some systems tabs. */
function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/))
  const counts = [',', ';', '\t'].map((delimiter) => [delimiter, firstLine.split(delimiter).length - 1] as const)
  const best = counts.reduce((a, b) => (b[1] > a[1] ? b : a))
  return best[1] > 0 ? best[0] : ','
}

type CsvRecord = { record: string[]; info: { lines: number; empty_lines: number } }

type CsvErrorLike = Error & { code?: string; lines?: number }

function describeCsvError(error: CsvErrorLike, lastRecordEndLine: number): string {
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return `a quoted field opened after line ${lastRecordEndLine} is never closed (look for a stray " near line ${lastRecordEndLine + 1})`
    case 'INVALID_OPENING_QUOTE':
    case 'CSV_INVALID_CLOSING_QUOTE':
      return `a quote is misplaced on line ${error.lines ?? lastRecordEndLine + 1}: ${error.message}`
    default:
      return error.message
  }
}

export function parseCsvFeed(text: string): RawFeed {
  if (text.trim() === '') throw new FeedError('The CSV feed is empty: it needs a header row naming the columns.')
  let lastRecordEndLine = 0
  let csv: CsvRecord[]
  try {
    csv = parseCsv(text, {
      bom: true,
      delimiter: detectDelimiter(text.replace(/^\uFEFF/, '')),
      info: true,
      // Per-row field counts are checked below, so a short row is rejected alone instead of the file.
      relax_column_count: true,
      // Unquoted fields with a quote inside (`12" wheels`) are common in dealer comments.
      relax_quotes: true,
      skip_empty_lines: true,
      on_record: (record, context) => {
        lastRecordEndLine = context.lines
        return record
      },
      // With `info`, each record comes wrapped with its line counts; the typings do not model that.
    }) as unknown as CsvRecord[]
  } catch (error) {
    throw new FeedError(`The CSV could not be read: ${describeCsvError(error as CsvErrorLike, lastRecordEndLine)}.`)
  }

  const [header, ...body] = csv
  if (!header) throw new FeedError('The CSV feed is empty: it needs a header row naming the columns.')
  const warnings = new Warnings()
  const columns: Array<FeedField | undefined> = []
  const columnOf = new Map<string, string>()
  for (const name of header.record) {
    const field = name.trim() === '' ? undefined : feedFieldFor(name)
    columns.push(field)
    if (!field) {
      if (name.trim() !== '') warnings.add(ignoredColumnMessage(name.trim(), 'column'))
      continue
    }
    const previous = columnOf.get(field.name)
    if (previous !== undefined) {
      throw new FeedError(`The CSV header has two columns for ${field.name}: "${previous}" and "${name.trim()}".`)
    }
    columnOf.set(field.name, name.trim())
  }
  const missing = requiredFields.filter((field) => !columnOf.has(field.name))
  if (missing.length) {
    const list = missing.map((field) => `${field.name} (accepted names: ${acceptedNames(field)})`).join('; ')
    throw new FeedError(`The CSV header lacks required columns: ${list}.`)
  }

  const records: RawRecord[] = []
  let previousEnd = header.info.lines
  let previousEmpty = header.info.empty_lines
  for (const { record, info } of body) {
    // A record's own start line: the line after the previous record, past any blank lines skipped.
    const line = previousEnd + (info.empty_lines - previousEmpty) + 1
    previousEnd = info.lines
    previousEmpty = info.empty_lines
    // Spreadsheets export rows of empty cells (`,,,,`) below the data: not rows of the feed.
    if (record.every((cell) => cell.trim() === '')) continue
    const problems: string[] = []
    const extra = record.slice(columns.length)
    if (record.length < columns.length || extra.some((cell) => cell.trim() !== '')) {
      problems.push(`has ${record.length} fields but the header has ${columns.length}`)
    }
    const values: Record<string, unknown> = {}
    columns.forEach((field, index) => {
      if (field) values[field.name] = record[index] ?? ''
    })
    records.push({ row: records.length + 1, line, values, problems })
  }
  return { format: 'csv', records, warnings: warnings.list('columns') }
}

// ---------------------------------------------------------------------------------------------
// JSON

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** One JSON object → canonical names, flattening group objects (`location: { name }` → `location.name`). */
function flattenObject(
  object: Record<string, unknown>,
  prefix: string,
  values: Record<string, unknown>,
  givenAs: Map<string, string>,
  problems: string[],
  warnings: Warnings,
): void {
  for (const [key, value] of Object.entries(object)) {
    const name = prefix ? `${prefix}.${key}` : key
    const field = feedFieldFor(name)
    if (!field) {
      const normalised = normaliseColumnName(name)
      const group = [...groupNames].find((each) => normaliseColumnName(each) === normalised)
      if (group && isPlainObject(value)) flattenObject(value, group, values, givenAs, problems, warnings)
      else warnings.add(ignoredColumnMessage(name, 'key'))
      continue
    }
    const previous = givenAs.get(field.name)
    if (previous !== undefined) {
      problems.push(`gives ${field.name} twice ("${previous}" and "${name}")`)
      continue
    }
    givenAs.set(field.name, name)
    values[field.name] = value
  }
}

/** Raw records from already-parsed JSON (an array of objects, or `{ vehicles: [...] }`). */
export function rawRecordsOf(data: unknown): RawFeed {
  const list = Array.isArray(data) ? data : isPlainObject(data) && Array.isArray(data.vehicles) ? data.vehicles : undefined
  if (!list) throw new FeedError('The JSON feed must be an array of vehicles or an object { "vehicles": [...] }.')
  const warnings = new Warnings()
  const records = list.map((item: unknown, index): RawRecord => {
    const values: Record<string, unknown> = {}
    const problems: string[] = []
    if (isPlainObject(item)) flattenObject(item, '', values, new Map(), problems, warnings)
    else problems.push(`is not an object (${Array.isArray(item) ? 'an array' : item === null ? 'null' : typeof item})`)
    return { row: index + 1, values, problems }
  })
  return { format: 'json', records, warnings: warnings.list('rows') }
}

export function parseJsonFeed(text: string): RawFeed {
  let data: unknown
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''))
  } catch (error) {
    throw new FeedError(`The JSON could not be read: ${error instanceof Error ? error.message : String(error)}.`)
  }
  return rawRecordsOf(data)
}

export function parseFeedText(text: string, format: FeedFormat): RawFeed {
  return format === 'csv' ? parseCsvFeed(text) : parseJsonFeed(text)
}

/** A format for a body without one named: JSON starts with `[` or `{`, anything else is CSV. */
export function sniffFormat(text: string): FeedFormat {
  const first = text.replace(/^\uFEFF/, '').trimStart()[0]
  return first === '[' || first === '{' ? 'json' : 'csv'
}
