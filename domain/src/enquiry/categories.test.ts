import { describe, expect, it } from '@jest/globals'

import {
  advanceEnquirySteps,
  autoSelectSingleDealership,
  carTitle,
  DEFAULT_ENQUIRY_BUTTON_TEXT,
  DEFAULT_SUBMIT_TEXT,
  enquiryFormDefaults,
  enquiryFormKinds,
  generalEnquiryCategories,
  isCarAvailable,
  isEnquiryFormKind,
  isLastStep,
  isSubmitting,
  leadCategoryFor,
  makeSlug,
  normaliseLeadCategory,
  singleStepSubmitFailure,
  startEnquirySteps,
  vehicleEnquiryButtonText,
  vehicleEnquiryKind,
  vehiclePrefill,
  type EnquiryCar,
  type EnquiryStepsEvent,
  type EnquiryStepsState,
} from './categories'

describe('form kinds and their categories', () => {
  it('covers every form the sites show', () => {
    expect([...enquiryFormKinds].sort()).toEqual(
      [
        'careers',
        'find-similar',
        'finance',
        'fleet',
        'former-customer',
        'general',
        'make-an-offer',
        'parts',
        'request-photos',
        'service',
        'test-drive',
        'trade-in',
        'vehicle',
      ].sort(),
    )
    expect(isEnquiryFormKind('fleet')).toBe(true)
    expect(isEnquiryFormKind('spam')).toBe(false)
  })

  it('files the fleet panel as Fleet Enquiry under the title Get In Touch', () => {
    expect(enquiryFormDefaults.fleet).toEqual({ title: 'Get In Touch', category: 'Fleet Enquiry', subcategory: null })
  })

  it('keeps the default button texts', () => {
    expect(DEFAULT_SUBMIT_TEXT).toBe('Submit Form')
    expect(DEFAULT_ENQUIRY_BUTTON_TEXT).toBe('Enquire Now')
  })

  it('offers Careers Enquiry in the general form', () => {
    expect(generalEnquiryCategories).toContain('Careers Enquiry')
    expect(generalEnquiryCategories[0]).toBe('General Enquiry')
  })
})

describe('normaliseLeadCategory', () => {
  it('turns Careers Enquiry into General Enquiry with subcategory Career Enquiry', () => {
    expect(normaliseLeadCategory('Careers Enquiry')).toEqual({ category: 'General Enquiry', subcategory: 'Career Enquiry' })
    expect(normaliseLeadCategory(' careers enquiry ', 'ignored')).toEqual({ category: 'General Enquiry', subcategory: 'Career Enquiry' })
  })

  it('leaves other categories as they are, trimmed, with an empty subcategory as null', () => {
    expect(normaliseLeadCategory(' Service Enquiry ', '  ')).toEqual({ category: 'Service Enquiry', subcategory: null })
    expect(normaliseLeadCategory('Fleet Enquiry', 'Utes')).toEqual({ category: 'Fleet Enquiry', subcategory: 'Utes' })
  })
})

describe('leadCategoryFor', () => {
  it('uses the form default when no category was chosen', () => {
    expect(leadCategoryFor('make-an-offer')).toEqual({ category: 'Vehicle Enquiry', subcategory: 'Make An Offer' })
    expect(leadCategoryFor('fleet', { category: '  ' })).toEqual({ category: 'Fleet Enquiry', subcategory: null })
  })

  it('converts the careers form and a chosen Careers Enquiry alike', () => {
    expect(leadCategoryFor('careers')).toEqual({ category: 'General Enquiry', subcategory: 'Career Enquiry' })
    expect(leadCategoryFor('general', { category: 'Careers Enquiry' })).toEqual({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
    })
  })

  it('prefers the chosen category and keeps a prefilled subcategory', () => {
    expect(leadCategoryFor('general', { category: 'Parts Enquiry', subcategory: 'Accessories' })).toEqual({
      category: 'Parts Enquiry',
      subcategory: 'Accessories',
    })
    expect(leadCategoryFor('vehicle', { subcategory: 'Online Purchase' })).toEqual({
      category: 'Vehicle Enquiry',
      subcategory: 'Online Purchase',
    })
  })
})

const corolla: EnquiryCar = {
  id: 4711,
  make: 'Toyota',
  model: 'Corolla',
  badge: 'Ascent Sport',
  year: 2021,
  car_type: 'used',
  status: 'in_stock',
  stocknum: 'T1234',
  dealership_slug: 'harbourside-toyota',
}

describe('vehicle page', () => {
  it('counts in-stock and coming-soon cars as available, anything else as sold', () => {
    expect(isCarAvailable({ status: 'in_stock' })).toBe(true)
    expect(isCarAvailable({ status: 'coming_soon' })).toBe(true)
    expect(isCarAvailable({ status: 'sold' })).toBe(false)
    expect(isCarAvailable({ status: null })).toBe(false)
  })

  it('swaps the enquiry for Find Me Something Similar once the car has sold', () => {
    expect(vehicleEnquiryKind({ status: 'in_stock' })).toBe('vehicle')
    expect(vehicleEnquiryKind({ status: 'sold' })).toBe('find-similar')
    expect(vehicleEnquiryButtonText({ status: 'in_stock' })).toBe('Enquire Now')
    expect(vehicleEnquiryButtonText({ status: 'in_stock' }, { enquire: 'Message Now' })).toBe('Message Now')
    expect(vehicleEnquiryButtonText({ status: 'sold' })).toBe('Find Me Something Similar')
    expect(vehicleEnquiryButtonText({ status: 'sold' }, { findSimilar: 'Find me something similar' })).toBe('Find me something similar')
  })

  it('names the car and slugs its make', () => {
    expect(carTitle(corolla)).toBe('2021 Toyota Corolla Ascent Sport')
    expect(carTitle({ ...corolla, name: 'Feed Name' })).toBe('Feed Name')
    expect(makeSlug('Mercedes-Benz')).toBe('mercedes-benz')
    expect(makeSlug(' Land Rover ')).toBe('land-rover')
    expect(makeSlug('Rolls & Royce')).toBe('rolls-and-royce')
  })

  it('prefills the hidden vehicle fields and a message about the car', () => {
    expect(vehiclePrefill(corolla)).toEqual({
      car_id: '4711',
      dealership_slug: 'harbourside-toyota',
      manufacturer_slug: 'toyota',
      stock_number: 'T1234',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'Corolla',
      car_type: 'used',
      vehicle_status: 'in_stock',
      opt_in: true,
      message: "I'm interested in the 2021 Toyota Corolla Ascent Sport (stock number T1234). Please contact me.",
    })
  })

  it('asks for something similar when the car has sold', () => {
    const prefill = vehiclePrefill({ ...corolla, status: 'sold' })
    expect(prefill.message).toBe(
      "I'm interested in a car similar to the 2021 Toyota Corolla Ascent Sport (stock number T1234), which has sold. Please let me know about similar cars.",
    )
    expect(vehiclePrefill({ id: 1, status: 'sold', item_type: 'caravan' }).message).toBe(
      "I'm interested in a caravan similar to this caravan, which has sold. Please let me know about similar caravans.",
    )
  })

  it('follows the tenant opt-in style and default', () => {
    expect(vehiclePrefill(corolla, { optInDefault: false }).opt_in).toBe(false)
    const split = vehiclePrefill(corolla, { optInStyle: 'finance-and-trade' })
    expect(split).toMatchObject({ opt_in_finance: false, opt_in_trade: false })
    expect(split).not.toHaveProperty('opt_in')
  })

  it('leaves out facts the car does not have', () => {
    expect(vehiclePrefill({ id: 'abc', status: 'in_stock' })).toEqual({
      car_id: 'abc',
      vehicle_status: 'in_stock',
      opt_in: true,
      message: "I'm interested in this car. Please contact me.",
    })
  })
})

describe('autoSelectSingleDealership', () => {
  const one = [{ value: 'harbourside-toyota', label: 'Harbourside Toyota' }]
  const two = [...one, { value: 'westside-kia', label: 'Westside Kia' }]

  it('selects the only dealership once', () => {
    const first = autoSelectSingleDealership(one, { selected: null, autoSelectedOnce: false })
    expect(first).toEqual({ selected: 'harbourside-toyota', autoSelectedOnce: true })
    // The visitor cleared it: it stays cleared.
    expect(autoSelectSingleDealership(one, { selected: null, autoSelectedOnce: true })).toEqual({ selected: null, autoSelectedOnce: true })
  })

  it('leaves a choice alone, and never picks among several or none', () => {
    expect(autoSelectSingleDealership(one, { selected: 'other', autoSelectedOnce: false })).toEqual({
      selected: 'other',
      autoSelectedOnce: false,
    })
    expect(autoSelectSingleDealership(two, { selected: null, autoSelectedOnce: false })).toEqual({
      selected: null,
      autoSelectedOnce: false,
    })
    expect(autoSelectSingleDealership([], { selected: null, autoSelectedOnce: false })).toEqual({ selected: null, autoSelectedOnce: false })
  })
})

describe('multi-step progression', () => {
  const context = { successCategory: 'Test Drive' }
  const run = (state: EnquiryStepsState, ...events: EnquiryStepsEvent[]) => {
    let current = { state, effects: [] as ReturnType<typeof advanceEnquirySteps>['effects'] }
    for (const event of events) current = advanceEnquirySteps(current.state, event, context)
    return current
  }

  it('goes to the next step until the last, then submits', () => {
    const start = startEnquirySteps(3)
    expect(start).toEqual({ stepIndex: 0, stepCount: 3, phase: 'editing', error: null, leadId: null })
    const second = run(start, { type: 'continue' })
    expect(second).toEqual({ state: { ...start, stepIndex: 1 }, effects: [] })
    const last = run(start, { type: 'continue' }, { type: 'continue' })
    expect(isLastStep(last.state)).toBe(true)
    const submitting = run(last.state, { type: 'continue' })
    expect(submitting.state.phase).toBe('submitting')
    expect(isSubmitting(submitting.state)).toBe(true)
    expect(submitting.effects).toEqual([{ type: 'submit' }])
  })

  it('a single-step form submits straight away', () => {
    expect(run(startEnquirySteps(1), { type: 'continue' }).effects).toEqual([{ type: 'submit' }])
    expect(startEnquirySteps(0).stepCount).toBe(1)
  })

  it('on a lead_id stores the success category and goes to /success', () => {
    const done = run(startEnquirySteps(1), { type: 'continue' }, { type: 'submitted', response: { lead_id: 991 } })
    expect(done.state).toMatchObject({ phase: 'succeeded', leadId: '991', error: null })
    expect(done.effects).toEqual([
      { type: 'store-success-category', category: 'Test Drive' },
      { type: 'redirect', to: '/success' },
    ])
    // Nothing moves a finished form.
    expect(run(done.state, { type: 'continue' })).toEqual({ state: done.state, effects: [] })
  })

  it('otherwise shows the returned error, or the generic one, on the same step', () => {
    const last = run(startEnquirySteps(2), { type: 'continue' }, { type: 'continue' })
    const refused = advanceEnquirySteps(last.state, { type: 'submitted', response: { error: 'Dealer closed' } }, context)
    expect(refused.state).toMatchObject({ phase: 'editing', stepIndex: 1, error: 'Dealer closed' })
    expect(refused.effects).toEqual([])
    const blank = advanceEnquirySteps(last.state, { type: 'submitted', response: { lead_id: '  ', error: '' } }, context)
    expect(blank.state.error).toBe('An unexpected error occured')
    const crashed = advanceEnquirySteps(last.state, { type: 'submit-failed' }, context)
    expect(crashed.state).toMatchObject({ phase: 'editing', error: 'An unexpected error occured' })
  })

  it('clears the error when the visitor tries again, and ignores presses while submitting', () => {
    const failed = run(startEnquirySteps(1), { type: 'continue' }, { type: 'submit-failed' })
    const retry = advanceEnquirySteps(failed.state, { type: 'continue' }, context)
    expect(retry.state).toMatchObject({ phase: 'submitting', error: null })
    expect(advanceEnquirySteps(retry.state, { type: 'continue' }, context).effects).toEqual([])
    expect(advanceEnquirySteps(retry.state, { type: 'back' }, context).state).toBe(retry.state)
  })

  it('goes back a step but not before the first, and ignores late answers', () => {
    const second = run(startEnquirySteps(3), { type: 'continue' })
    expect(advanceEnquirySteps(second.state, { type: 'back' }, context).state.stepIndex).toBe(0)
    const first = startEnquirySteps(3)
    expect(advanceEnquirySteps(first, { type: 'back' }, context).state).toBe(first)
    expect(advanceEnquirySteps(first, { type: 'submitted', response: { lead_id: 1 } }, context).state).toBe(first)
  })
})

describe('singleStepSubmitFailure', () => {
  it('always alerts the generic text and keeps the error message for the form', () => {
    expect(singleStepSubmitFailure(new Error('Mailbox full'))).toEqual({
      alert: 'An error occurred when submitting this form',
      formError: 'Mailbox full',
    })
    expect(singleStepSubmitFailure(undefined)).toEqual({
      alert: 'An error occurred when submitting this form',
      formError: 'An error occurred when submitting this form',
    })
    expect(singleStepSubmitFailure('Try later').formError).toBe('Try later')
  })
})
