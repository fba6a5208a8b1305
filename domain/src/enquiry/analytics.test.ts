import { describe, expect, it, jest } from '@jest/globals'

import {
  analyticsEventIds,
  enquiryAnalyticsEvent,
  enquiryEventId,
  enquiryUserData,
  pushToDataLayer,
  vehicleEventParameters,
} from './analytics'
import { callTheDealerEvent } from '../vehiclePage/events'

describe('analyticsEventIds', () => {
  it('keep the numbers the dealer reporting expects', () => {
    expect(analyticsEventIds).toMatchObject({
      usedVehicleView: 4,
      newEnquiry: 14,
      usedEnquiry: 15,
      testDrive: 17,
      offerAccepted: 18,
      fleetEnquiry: 19,
      defaultEnquiryForm: 22,
      callTheDealer: 25,
      firstCalculatorInteraction: 26,
      favouriteAdded: 39,
      usedTestDrive: 48,
      searchPageView: 49,
      careerEnquiry: 51,
      historyReport: 60,
      print: 61,
    })
  })
})

describe('enquiryEventId', () => {
  const newCar = { car_type: 'new', tag: null }
  const usedCar = { car_type: 'used', tag: null }
  const demoCar = { car_type: 'demo', tag: null }

  it('vehicle enquiries: 17 for Test Drive Only, 15 used, else 14', () => {
    expect(enquiryEventId({ kind: 'vehicle', car: newCar })).toBe(14)
    expect(enquiryEventId({ kind: 'vehicle', car: demoCar })).toBe(14)
    expect(enquiryEventId({ kind: 'vehicle', car: usedCar })).toBe(15)
    expect(enquiryEventId({ kind: 'vehicle', car: { car_type: 'used', tag: 'Test Drive Only' } })).toBe(17)
    expect(enquiryEventId({ kind: 'make-an-offer', car: { car_type: 'Used', tag: ' test drive only ' } })).toBe(17)
  })

  it('test drives: 48 for a used car, 17 otherwise', () => {
    expect(enquiryEventId({ kind: 'test-drive', car: usedCar })).toBe(48)
    expect(enquiryEventId({ kind: 'test-drive', car: newCar })).toBe(17)
    expect(enquiryEventId({ kind: 'test-drive' })).toBe(17)
  })

  it('fleet 19 and careers 51, by form or by chosen category', () => {
    expect(enquiryEventId({ kind: 'fleet' })).toBe(19)
    expect(enquiryEventId({ kind: 'general', category: 'Fleet Enquiry' })).toBe(19)
    expect(enquiryEventId({ kind: 'careers' })).toBe(51)
    expect(enquiryEventId({ kind: 'general', category: 'Careers Enquiry' })).toBe(51)
    expect(enquiryEventId({ kind: 'general', category: 'General Enquiry', subcategory: 'Career Enquiry' })).toBe(51)
  })

  it('a form with no car is the default form, 22', () => {
    expect(enquiryEventId({ kind: 'general' })).toBe(22)
    expect(enquiryEventId({ kind: 'service', car: null })).toBe(22)
  })
})

describe('vehicleEventParameters', () => {
  it('names the condition, make, model, year, kilometres and grade', () => {
    expect(
      vehicleEventParameters({ car_type: 'used', make: 'Toyota', model: 'Corolla', year: '2021', km: 45210.4, badge: 'Ascent Sport' }),
    ).toEqual({
      vehicleStatus: 'Used',
      vehicleMake: 'Toyota',
      vehicleModel: 'Corolla',
      vehicleYear: 2021,
      vehicleKilometers: 45210,
      vehicleGrade: 'Ascent Sport',
    })
  })

  it('leaves unknown values out', () => {
    expect(vehicleEventParameters({ car_type: 'new', make: ' ', model: null, year: null, km: null, badge: undefined })).toEqual({
      vehicleStatus: 'New',
    })
    expect(vehicleEventParameters(null)).toEqual({})
  })
})

describe('enquiryUserData', () => {
  it('names the visitor with the fields the spec gives an enquiry: name, last_name, email, phone, postcode', () => {
    expect(
      enquiryUserData({
        name: ' Jane ',
        last_name: 'Citizen',
        email: 'jane@example.com.au',
        phone: '0412 345 678',
        postcode: '3171',
        message: 'Is it still available?',
        opt_in: true,
        last_name_extra: 'x',
      }),
    ).toEqual({ name: 'Jane', last_name: 'Citizen', email: 'jane@example.com.au', phone: '0412 345 678', postcode: '3171' })
  })

  it('leaves out fields the form did not ask for or the visitor left empty', () => {
    expect(enquiryUserData({ name: 'Jane', last_name: '  ', email: 'jane@example.com.au', phone: 412 })).toEqual({
      name: 'Jane',
      email: 'jane@example.com.au',
    })
  })
})

describe('callTheDealerEvent', () => {
  it('is event 25 with the car and its vehicle parameters', () => {
    expect(callTheDealerEvent({ id: 9, car_type: 'used', make: 'Ford', model: 'Ranger', year: 2021, km: 40000, badge: 'XLT' })).toEqual({
      event: 'call_the_dealer',
      eventId: 25,
      carId: 9,
      vehicleStatus: 'Used',
      vehicleMake: 'Ford',
      vehicleModel: 'Ranger',
      vehicleYear: 2021,
      vehicleKilometers: 40000,
      vehicleGrade: 'XLT',
    })
  })
})

describe('enquiryAnalyticsEvent', () => {
  it('combines the event id, vehicle parameters and lead facts', () => {
    expect(
      enquiryAnalyticsEvent({
        kind: 'vehicle',
        category: 'Vehicle Enquiry',
        car: { id: 1, car_type: 'demo', tag: null, make: 'Kia', model: 'Sportage', year: 2024, km: 1200, badge: 'S' },
        leadId: '77',
        userData: { email_hash: 'abc' },
      }),
    ).toEqual({
      event: 'enquiry_submitted',
      eventId: 14,
      vehicleStatus: 'Demo',
      vehicleMake: 'Kia',
      vehicleModel: 'Sportage',
      vehicleYear: 2024,
      vehicleKilometers: 1200,
      vehicleGrade: 'S',
      enquiryCategory: 'Vehicle Enquiry',
      leadId: '77',
      userData: { email_hash: 'abc' },
    })
  })
})

describe('pushToDataLayer', () => {
  const logger = () => ({ warn: jest.fn() })

  it('pushes onto an existing dataLayer, or starts one', () => {
    const window: { dataLayer?: unknown } = { dataLayer: [{ earlier: true }] }
    expect(pushToDataLayer(window, { event: 'x' })).toBe(true)
    expect(window.dataLayer).toEqual([{ earlier: true }, { event: 'x' }])
    const fresh: { dataLayer?: unknown } = {}
    expect(pushToDataLayer(fresh, { event: 'y' })).toBe(true)
    expect(fresh.dataLayer).toEqual([{ event: 'y' }])
  })

  it('never throws: failures are only logged', () => {
    const log = logger()
    const throwing = {
      dataLayer: {
        push: () => {
          throw new Error('blocked')
        },
      },
    }
    expect(pushToDataLayer(throwing, { event: 'x' }, log)).toBe(false)
    expect(log.warn).toHaveBeenCalledTimes(1)
    expect(pushToDataLayer({ dataLayer: 'not a list' }, { event: 'x' }, log)).toBe(false)
    expect(pushToDataLayer(undefined, { event: 'x' }, log)).toBe(false)
    const brokenLogger = {
      warn: () => {
        throw new Error('no console')
      },
    }
    expect(() => pushToDataLayer(throwing, { event: 'x' }, brokenLogger)).not.toThrow()
  })
})
