import { describe, expect, it } from '@jest/globals'

import type { Location } from '@forecourt/schema'

import { comingSaturday, locationStates, withAppointmentSaturday } from './documents'
import { BY_APPOINTMENT_ONLY } from './hours'

type Entry = NonNullable<NonNullable<Location['contact_detail']>['opening_hours']>[number]

function week(type: Entry['hours_type'], weekdays: string, saturday: string | null): Entry[] {
  const days: Entry['weekday'][] = ['1', '2', '3', '4', '5']
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

// 2026-11-28 is an appointment-only Saturday (every 14 days from 14 June 2025); 2026-11-21 is not.
const WEEK_OF_APPOINTMENT_SATURDAY = '2026-11-23'
const WEEK_OF_NORMAL_SATURDAY = '2026-11-16'

describe('the Saturday a visitor is planning for', () => {
  it('is today on a Saturday, else the next one', () => {
    expect(comingSaturday('2026-11-21')).toBe('2026-11-21')
    expect(comingSaturday('2026-11-22')).toBe('2026-11-28')
    expect(comingSaturday('2026-12-31')).toBe('2027-01-02')
  })

  it("turns an open service Saturday into 'By Appointment Only' on alternate weeks, never a closed one", () => {
    const open = week('service', '7:30am - 5:30pm', '8:00am - 12:00pm').map((entry) => ({ ...entry, weekday: Number(entry.weekday) }))
    expect(withAppointmentSaturday(open, WEEK_OF_APPOINTMENT_SATURDAY).find((entry) => entry.weekday === 6)?.formated_hours).toBe(
      BY_APPOINTMENT_ONLY,
    )
    expect(withAppointmentSaturday(open, WEEK_OF_NORMAL_SATURDAY).find((entry) => entry.weekday === 6)?.formated_hours).toBe(
      '8:00am - 12:00pm',
    )
    const closed = week('service', '7:30am - 5:30pm', null).map((entry) => ({ ...entry, weekday: Number(entry.weekday) }))
    expect(
      withAppointmentSaturday(closed, WEEK_OF_APPOINTMENT_SATURDAY).find((entry) => entry.weekday === 6)?.formated_hours,
    ).toBeUndefined()
  })
})

describe('the states a tenant trades in', () => {
  it('lists each state of its visible locations once, sorted', () => {
    const states = locationStates([
      { address: { state: 'VIC' } },
      { address: { state: 'NSW' } },
      { address: { state: 'VIC' } },
      { address: { state: 'QLD' }, visible: false },
      { address: {} },
    ])
    expect(states).toEqual(['NSW', 'VIC'])
  })
})
