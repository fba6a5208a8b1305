import { describe, expect, it } from '@jest/globals'

import { comingSaturday, locationStates, withAppointmentSaturday } from './documents'
import { BY_APPOINTMENT_ONLY } from './hours'
import { week, WEEK_OF_APPOINTMENT_SATURDAY, WEEK_OF_NORMAL_SATURDAY } from '../../test/openingHours'

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
