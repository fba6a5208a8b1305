import type { Dealership, Location } from '@forecourt/cms/payload-types'

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

/** The national public holidays of the coming season, the same for every demo location. */
export function holidayHours(): NonNullable<Location['special_hours']> {
  return [
    { date: '2026-12-25T00:00:00.000Z', name: 'Christmas Day', status: 'Closed' },
    { date: '2026-12-26T00:00:00.000Z', name: 'Boxing Day', status: 'Closed' },
    { date: '2026-12-31T00:00:00.000Z', name: "New Year's Eve", status: 'Open', start_hour: '9:00am', end_hour: '2:00pm' },
    { date: '2027-01-01T00:00:00.000Z', name: "New Year's Day", status: 'Closed' },
    { date: '2027-01-26T00:00:00.000Z', name: 'Australia Day', status: 'Open', start_hour: '10:00am', end_hour: '3:00pm' },
  ]
}
