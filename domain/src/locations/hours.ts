import { parseClockTime } from '../vehicle/contact'
import { daysBetween, parseCalendarDate, weekdayOf, type CalendarDate } from './calendar'
import type { DealerLocation, LocationType, OpeningHourEntry, SpecialHours } from './types'

const CLOSED_TEXT = 'Closed'
export const BY_APPOINTMENT_ONLY = 'By Appointment Only'
/** The first appointment-only service Saturday; every second Saturday after it follows. */
const APPOINTMENT_SATURDAY_ANCHOR: CalendarDate = '2025-06-14'

export type HoursLine = { days: string; hours: string }

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const

/** 'Closed', the dealer's own formated_hours, else 'open - close'; null when the entry says nothing usable. */
function entryHoursText(entry: OpeningHourEntry | undefined): string | null {
  if (!entry) return null
  if (entry.status?.trim().toLowerCase() === 'closed') return CLOSED_TEXT
  const formatted = entry.formated_hours?.trim()
  if (formatted) return formatted
  const open = entry.open?.trim()
  const close = entry.close?.trim()
  return open && close ? `${open} - ${close}` : null
}

function hoursForDay(entries: readonly OpeningHourEntry[], weekday: number): string | null {
  return entryHoursText(entries.find((entry) => entry.weekday === weekday))
}

/**
 * The card's two-row summary: 'Mon - Fri' and 'Sat - Sun' when each group shares one value. A group
 * whose days differ is listed day by day so no day's hours are misreported; days with no entry are left out.
 * Null when no day has anything to show.
 */
export function openingHoursSummary(entries: readonly OpeningHourEntry[] | null | undefined): HoursLine[] | null {
  if (!entries?.length) return null
  const lines = [...groupLines(entries, [1, 2, 3, 4, 5], 'Mon - Fri'), ...groupLines(entries, [6, 0], 'Sat - Sun')]
  return lines.length ? lines : null
}

function groupLines(entries: readonly OpeningHourEntry[], weekdays: number[], groupLabel: string): HoursLine[] {
  const perDay = weekdays.map((weekday) => ({ weekday, hours: hoursForDay(entries, weekday) }))
  const first = perDay[0]?.hours
  if (first && perDay.every((day) => day.hours === first)) return [{ days: groupLabel, hours: first }]
  return perDay.flatMap((day) => (day.hours ? [{ days: DAY_NAMES[day.weekday] ?? '', hours: day.hours }] : []))
}

const LOCATION_TYPE_LABELS: Record<LocationType, string> = { sales: 'Sales', service: 'Service', parts: 'Parts' }
const LOCATION_TYPE_ORDER: LocationType[] = ['sales', 'service', 'parts']

function locationTypeOf(location: DealerLocation): LocationType {
  const type = location.location_type?.trim().toLowerCase()
  return type === 'service' || type === 'parts' ? type : 'sales'
}

type HoursDropdown = {
  options: { value: LocationType; label: string }[]
  selected: LocationType
  lines: HoursLine[]
}

/**
 * The dropdown that switches a card's hours between sales, service and parts. Offers only the types
 * that have hours; the first location of each type supplies them. Null when none has hours.
 */
export function openingHoursDropdown(
  locations: readonly DealerLocation[] | null | undefined,
  selected?: LocationType | null,
): HoursDropdown | null {
  const byType = new Map<LocationType, HoursLine[]>()
  for (const location of locations ?? []) {
    if (location.visible === false) continue
    const type = locationTypeOf(location)
    if (byType.has(type)) continue
    const lines = openingHoursSummary(location.contact_detail?.opening_hours)
    if (lines) byType.set(type, lines)
  }
  const types = LOCATION_TYPE_ORDER.filter((type) => byType.has(type))
  const chosen = selected && byType.has(selected) ? selected : types[0]
  if (!chosen) return null
  return {
    options: types.map((type) => ({ value: type, label: LOCATION_TYPE_LABELS[type] })),
    selected: chosen,
    lines: byType.get(chosen) ?? [],
  }
}

/**
 * Appointment-only service Saturdays: 14 June 2025 and every 14 days after it (28 June, 12 July, ...),
 * counted in calendar days so it runs on across years and daylight-saving changes. Earlier dates,
 * other weekdays and the Saturdays in between are normal days.
 */
export function isAppointmentOnlySaturday(date: CalendarDate): boolean {
  const parsed = parseCalendarDate(date)
  if (!parsed || weekdayOf(parsed) !== 6) return false
  const days = daysBetween(APPOINTMENT_SATURDAY_ANCHOR, parsed)
  return days >= 0 && days % 14 === 0
}

/** A service location's Saturday text for a given Saturday: appointment-only weeks override the entry. */
export function serviceSaturdayHours(date: CalendarDate, entries: readonly OpeningHourEntry[] | null | undefined): string | null {
  if (isAppointmentOnlySaturday(date)) return BY_APPOINTMENT_ONLY
  return hoursForDay(entries ?? [], 6)
}

export type SpecialHoursLine = { date: CalendarDate; label: string; hours: string }

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** 'Thu 25 Dec 2025'. Written out so server and browser agree. */
function formatSpecialDate(date: CalendarDate): string {
  const [year, month, day] = date.split('-')
  return `${DAY_NAMES[weekdayOf(date)]} ${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`
}

function specialHoursText(entry: SpecialHours): string | null {
  if (entry.status?.trim().toLowerCase() === 'closed') return CLOSED_TEXT
  const start = (entry.start_hour ?? entry.hours?.begin)?.trim()
  const end = (entry.end_hour ?? entry.hours?.end)?.trim()
  if (!start || !end) return null
  return `${start} - ${end}`
}

/**
 * Holiday hours from today on, earliest first, for one location (entries without a location_id apply
 * to every location). Unreadable dates and hours are skipped; an empty list means no 'View Holiday Hours'.
 */
export function upcomingSpecialHours(
  specialHours: readonly SpecialHours[] | null | undefined,
  locationId: number | string,
  today: CalendarDate,
): SpecialHoursLine[] {
  const lines: SpecialHoursLine[] = []
  for (const entry of specialHours ?? []) {
    if (entry.location_id != null && String(entry.location_id) !== String(locationId)) continue
    const date = parseCalendarDate(entry.date)
    const hours = specialHoursText(entry)
    if (!date || !hours || date < today) continue
    lines.push({ date, label: formatSpecialDate(date), hours })
  }
  return lines.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
}

/** 'HH:MM' for structured data, or null when the dealer's text cannot be read as a time. */
export function toIsoClock(text: string | null | undefined): string | null {
  const minutes = parseClockTime(text)
  if (minutes === null) return null
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}
