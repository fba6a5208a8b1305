import type { Location } from '@forecourt/schema'

/**
 * A location's week of opening hours as the admin stores them, for tests of the rules (domain) and the
 * views (site-ui) that read them. The two dates: a week whose Saturday is appointment-only (every 14
 * days from 14 June 2025: 2026-11-28) and one whose Saturday is not (2026-11-21).
 */
export type OpeningHoursEntry = NonNullable<NonNullable<Location['contact_detail']>['opening_hours']>[number]

export const WEEK_OF_APPOINTMENT_SATURDAY = '2026-11-23'
export const WEEK_OF_NORMAL_SATURDAY = '2026-11-16'

/** Monday to Friday open for `weekdays` ('8:30am - 5:30pm'), Saturday open for `saturday` or closed, Sunday closed. */
export function week(type: OpeningHoursEntry['hours_type'], weekdays: string, saturday: string | null): OpeningHoursEntry[] {
  const days: OpeningHoursEntry['weekday'][] = ['1', '2', '3', '4', '5']
  return [
    ...days.map((weekday) => ({
      hours_type: type,
      weekday,
      status: 'Open' as const,
      formated_hours: weekdays,
      open: weekdays.split(' - ')[0],
      close: weekdays.split(' - ')[1],
    })),
    saturday
      ? {
          hours_type: type,
          weekday: '6' as const,
          status: 'Open' as const,
          formated_hours: saturday,
          open: saturday.split(' - ')[0],
          close: saturday.split(' - ')[1],
        }
      : { hours_type: type, weekday: '6' as const, status: 'Closed' as const },
    { hours_type: type, weekday: '0' as const, status: 'Closed' as const },
  ]
}
