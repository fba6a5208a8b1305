import type { Dealership, Location } from '@forecourt/schema'

export type TemplateDealership = Omit<Dealership, 'id' | 'tenant' | 'createdAt' | 'updatedAt'>

/** A location of the template; `dealership` names one of the template's dealerships by slug. */
export type TemplateLocation = Omit<Location, 'id' | 'tenant' | 'createdAt' | 'updatedAt' | 'dealership' | 'image'> & {
  dealership?: string
}

type HoursEntry = NonNullable<NonNullable<Location['contact_detail']>['opening_hours']>[number]
type HoursType = HoursEntry['hours_type']
type Span = readonly [open: string, close: string] | null

/** A week of one hours type: the same hours Monday to Friday, then Saturday and Sunday (null: closed). */
export function weekHours(type: HoursType, weekdays: Span, saturday: Span, sunday: Span = null): HoursEntry[] {
  const day = (weekday: HoursEntry['weekday'], span: Span): HoursEntry =>
    span
      ? { hours_type: type, weekday, status: 'Open', open: span[0], close: span[1], formated_hours: `${span[0]} - ${span[1]}` }
      : { hours_type: type, weekday, status: 'Closed' }
  return [
    day('1', weekdays),
    day('2', weekdays),
    day('3', weekdays),
    day('4', weekdays),
    day('5', weekdays),
    day('6', saturday),
    day('0', sunday),
  ]
}

const HOLIDAYS: Array<{ month: number; day: number; name: string; hours?: readonly [string, string] }> = [
  { month: 12, day: 25, name: 'Christmas Day' },
  { month: 12, day: 26, name: 'Boxing Day' },
  { month: 12, day: 31, name: "New Year's Eve", hours: ['9:00am', '2:00pm'] },
  { month: 1, day: 1, name: "New Year's Day" },
  { month: 1, day: 26, name: 'Australia Day', hours: ['10:00am', '3:00pm'] },
]

/**
 * The next occurrence of each national public holiday from `now`, so a freshly seeded demo site always
 * has upcoming holiday hours to show (fixed dates would all be in the past a year later).
 */
export function holidayHours(now: Date = new Date()): NonNullable<Location['special_hours']> {
  const today = now.toISOString().slice(0, 10)
  return HOLIDAYS.map((holiday) => {
    const dateIn = (year: number) => `${year}-${String(holiday.month).padStart(2, '0')}-${String(holiday.day).padStart(2, '0')}`
    const year = dateIn(now.getUTCFullYear()) >= today ? now.getUTCFullYear() : now.getUTCFullYear() + 1
    const date = `${dateIn(year)}T00:00:00.000Z`
    return holiday.hours
      ? { date, name: holiday.name, status: 'Open' as const, start_hour: holiday.hours[0], end_hour: holiday.hours[1] }
      : { date, name: holiday.name, status: 'Closed' as const }
  }).sort((a, b) => a.date.localeCompare(b.date))
}
