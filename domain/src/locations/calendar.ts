/** A calendar date 'YYYY-MM-DD'. Dealers think in local days, so day rules compare these, not instants. */
export type CalendarDate = string

export const EAST_COAST_TIME_ZONE = 'Australia/Sydney'

const formatters = new Map<string, Intl.DateTimeFormat>()

/** The wall-calendar date of `now` in `timeZone` (en-CA formats as YYYY-MM-DD on every runtime). */
export function calendarDateIn(now: Date, timeZone: string): CalendarDate {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    formatters.set(timeZone, formatter)
  }
  return formatter.format(now)
}

/** Reads the date part of 'YYYY-MM-DD' or an ISO timestamp; null for anything else or an impossible date. */
export function parseCalendarDate(text: string | null | undefined): CalendarDate | null {
  const match = text?.trim().match(/^(\d{4})-(\d{2})-(\d{2})/)
  if (!match) return null
  const [, year, month, day] = match
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day) ? `${year}-${month}-${day}` : null
}

/** Whole days from `from` to `to`; UTC arithmetic so daylight-saving changes never shift the count. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** 0 Sunday to 6 Saturday. */
export function weekdayOf(date: CalendarDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay()
}
