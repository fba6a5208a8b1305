import { describe, expect, it } from '@jest/globals'

import { holidayHours, weekHours } from './locations'

describe('demo location hours', () => {
  it('always seeds upcoming holidays, rolling each one to next year once it has passed', () => {
    const hours = holidayHours(new Date('2027-01-10T03:00:00Z'))
    expect(hours.map((entry) => [entry.date.slice(0, 10), entry.name])).toEqual([
      ['2027-01-26', 'Australia Day'],
      ['2027-12-25', 'Christmas Day'],
      ['2027-12-26', 'Boxing Day'],
      ['2027-12-31', "New Year's Eve"],
      ['2028-01-01', "New Year's Day"],
    ])
    expect(hours[0]).toMatchObject({ status: 'Open', start_hour: '10:00am', end_hour: '3:00pm' })
  })

  it('writes a full week of one type with closed days marked closed', () => {
    const week = weekHours('service', ['7:30am', '5:00pm'], null)
    expect(week).toHaveLength(7)
    expect(week.find((entry) => entry.weekday === '1')).toMatchObject({
      hours_type: 'service',
      status: 'Open',
      formated_hours: '7:30am - 5:00pm',
    })
    expect(week.find((entry) => entry.weekday === '6')).toMatchObject({ status: 'Closed' })
  })
})
