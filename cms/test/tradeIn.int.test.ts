import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { handleEndpoints, type Payload, type SanitizedConfig } from 'payload'

import {
  type AdjustmentAnswers,
  localRegoVehicle,
  miscellaneousMessages,
  NO_ONLINE_ESTIMATE_TEXT,
  regoMessages,
} from '@forecourt/domain/tradeIn'

import type { Vehicle } from '@forecourt/schema'
import { authUser, createSuperAdmin, createTenantFixture, tokenFor, type TenantFixture } from './helpers/fixtures'
import { graphql, rest } from './helpers/http'
import { bootTestPayload, testDatabase, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let a: TenantFixture
let b: TenantFixture
let carA: Vehicle

const hostA = 'alpha.example.com.au'
const hostB = 'bravo.example.com.au'
const now = new Date()
const answers: AdjustmentAnswers = { condition: 'good', serviceHistory: 'full', accident: 'no', keys: 'two', financeOwing: 'no' }

/** A rego the local lookup names a car of the wanted age for (deterministic, so the same one every run). */
function regoFor(wanted: 'young' | 'old'): string {
  for (let index = 0; index < 10_000; index += 1) {
    const rego = `TST${index}`
    const age = now.getFullYear() - localRegoVehicle(rego, 'NSW').year
    if (wanted === 'young' ? age <= 5 : age >= 9) return rego
  }
  throw new Error('no rego found')
}
const youngRego = regoFor('young')
const oldRego = regoFor('old')

let addressCounter = 0
async function post(path: string, body: unknown, options: { host?: string; raw?: string } = {}): Promise<{ status: number; json: any }> {
  const host = options.host ?? hostA
  const headers = new Headers({ host, 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${++addressCounter}` })
  const request = new Request(`http://${host}${path}`, { method: 'POST', headers, body: options.raw ?? JSON.stringify(body) })
  const response = await handleEndpoints({ config, request, path })
  const text = await response.text()
  return { status: response.status, json: text ? JSON.parse(text) : null }
}

let keyCounter = 0
async function tradeInLead(rego: string, extra: Record<string, unknown> = {}, host = hostA): Promise<number | string> {
  const answer = await post(
    '/api/enquiries/submit',
    {
      form: 'trade-in',
      name: 'Jane',
      email: 'jane@example.com.au',
      phone: '0412 345 678',
      postcode: '2000',
      message: 'My trade-in',
      rego,
      regoState: 'NSW',
      kms: '40,000',
      idempotency_key: `valuation-test-key-${String(++keyCounter).padStart(6, '0')}`,
      ...extra,
    },
    { host },
  )
  expect(answer.status).toBe(201)
  return answer.json.lead_id
}

const save = (leadId: unknown, extra: Record<string, unknown> = {}, host = hostA) =>
  post(
    '/api/miscellaneous',
    { column_name: 'valuation', lead_id: leadId, rego: youngRego, regoState: 'NSW', kms: 40_000, adjustmentAnswers: answers, ...extra },
    { host },
  )

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  a = await createTenantFixture(payload, 'alpha')
  b = await createTenantFixture(payload, 'bravo')
  carA = await payload.create({
    collection: 'vehicles',
    data: {
      tenant: a.tenant.id,
      stocknum: 'A1',
      make: 'Toyota',
      model: 'Corolla',
      year: 2024,
      car_type: 'used',
      status: 'in_stock',
      price: 25990,
    },
    overrideAccess: true,
  })
})

afterAll(async () => {
  await test?.cleanup()
})

describe('rego lookup and estimate (POST /api/valuations/lookup, /estimate)', () => {
  it('names the car a rego belongs to, the same every time', async () => {
    const first = await post('/api/valuations/lookup', { rego: youngRego.toLowerCase(), regoState: 'nsw' })
    expect(first.status).toBe(200)
    const expected = localRegoVehicle(youngRego, 'NSW')
    expect(first.json).toMatchObject({
      rego: youngRego,
      regoState: 'NSW',
      vehicle: { make: expected.make, model: expected.model, year: expected.year },
    })
    expect((await post('/api/valuations/lookup', { rego: youngRego, regoState: 'NSW' })).json).toEqual(first.json)
  })

  it('refuses a bad rego, a state that is none, and plates too long for the state, with the message', async () => {
    expect(await post('/api/valuations/lookup', { rego: 'AB#1', regoState: 'NSW' })).toEqual({
      status: 400,
      json: { message: regoMessages.regoFormat, errors: { rego: regoMessages.regoFormat } },
    })
    expect((await post('/api/valuations/lookup', { rego: 'ABC123', regoState: 'XX' })).json.errors).toEqual({
      regoState: regoMessages.stateRequired,
    })
    expect((await post('/api/valuations/lookup', { rego: 'ABCD1234', regoState: 'VIC' })).json.errors.rego).toBe(
      'A VIC rego has at most 6 letters and numbers.',
    )
    expect((await post('/api/valuations/lookup', null, { raw: '{"rego":' })).status).toBe(400)
    expect((await post('/api/valuations/lookup', { rego: 'ABC123', regoState: 'NSW' }, { host: 'nowhere.example.com' })).status).toBe(404)
  })

  it('gives a range up to 7 years and 100,000 km, and the no-estimate path beyond (the one rule)', async () => {
    const young = await post('/api/valuations/estimate', { rego: youngRego, regoState: 'NSW', kms: '40,000', adjustmentAnswers: answers })
    expect(young.status).toBe(200)
    expect(young.json.outcome).toMatchObject({ kind: 'estimate' })
    expect(young.json.outcome.low).toBeLessThan(young.json.outcome.high)
    const driven = await post('/api/valuations/estimate', { rego: youngRego, regoState: 'NSW', kms: 100_001, adjustmentAnswers: answers })
    expect(driven.json.outcome).toEqual({ kind: 'no-estimate', reason: 'too-many-kms' })
    const old = await post('/api/valuations/estimate', { rego: oldRego, regoState: 'NSW', kms: 40_000, adjustmentAnswers: answers })
    expect(old.json.outcome).toEqual({ kind: 'no-estimate', reason: 'too-old' })
    const poorer = await post('/api/valuations/estimate', {
      rego: youngRego,
      regoState: 'NSW',
      kms: 40_000,
      adjustmentAnswers: { ...answers, condition: 'poor' },
    })
    expect(poorer.json.outcome.high).toBeLessThan(young.json.outcome.high)
  })

  it('refuses kilometres out of range and unanswered questions', async () => {
    const answer = await post('/api/valuations/estimate', {
      rego: youngRego,
      regoState: 'NSW',
      kms: 1_000_000,
      adjustmentAnswers: { condition: 'good' },
    })
    expect(answer.status).toBe(400)
    expect(answer.json.errors).toEqual({
      kms: regoMessages.kmsInvalid,
      adjustmentAnswers: 'Please answer every question about your car.',
    })
  })
})

describe("POST /api/miscellaneous (column_name 'valuation')", () => {
  it('stores the valuation against its trade-in lead and the car, once', async () => {
    const leadId = await tradeInLead(youngRego, { car_id: String(carA.id) })
    const saved = await save(leadId, { car_id: String(carA.id) })
    expect(saved.status).toBe(201)
    expect(saved.json).toMatchObject({ lead_id: leadId, outcome: { kind: 'estimate' } })
    const stored = await payload.findByID({ collection: 'valuations', id: saved.json.id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({
      tenant: a.tenant.id,
      rego: youngRego,
      regoState: 'NSW',
      kms: 40_000,
      adjustmentAnswers: answers,
      outcome: 'estimate',
      estimate_low: saved.json.outcome.low,
      estimate_high: saved.json.outcome.high,
      lead: leadId,
      car: carA.id,
      lookup_provider: 'local',
    })
    // A repeat (a retried request) finds the first.
    const again = await save(leadId)
    expect(again).toEqual({ status: 200, json: { id: saved.json.id, lead_id: leadId, outcome: saved.json.outcome } })
    expect((await payload.count({ collection: 'valuations', where: { lead: { equals: leadId } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('stores an old car on the no-estimate path', async () => {
    const leadId = await tradeInLead(oldRego)
    const saved = await save(leadId, { rego: oldRego })
    expect(saved.status).toBe(201)
    expect(saved.json.outcome).toEqual({ kind: 'no-estimate', reason: 'too-old' })
    const stored = await payload.findByID({ collection: 'valuations', id: saved.json.id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ outcome: 'no-estimate', no_estimate_reason: 'too-old', estimate_low: null, estimate_high: null })
    expect(NO_ONLINE_ESTIMATE_TEXT).toContain('over 7 years old or over 100,000 km')
  })

  it('answers anything else with 400 and a message, never a 500, and stores nothing', async () => {
    const leadId = await tradeInLead(youngRego)
    const before = (await payload.count({ collection: 'valuations', overrideAccess: true })).totalDocs
    const otherColumn = await save(leadId, { column_name: 'notes' })
    expect(otherColumn).toEqual({
      status: 400,
      json: { message: miscellaneousMessages.columnUnknown, errors: { column_name: miscellaneousMessages.columnUnknown } },
    })
    expect((await save(undefined)).json.errors.lead_id).toBe(miscellaneousMessages.leadRequired)
    expect((await save('not a lead')).status).toBe(400)
    // An id of this database that no enquiry has, and one of the other kind (an ObjectId on SQL, a number on MongoDB).
    const [absentId, foreignId] =
      testDatabase === 'mongodb' ? ['0123456789abcdef01234567', 99_999_999] : [99_999_999, '0123456789abcdef01234567']
    expect((await save(absentId)).json.errors.lead_id).toBe(miscellaneousMessages.leadUnknown)
    expect((await save(foreignId)).json.errors.lead_id).toBe(miscellaneousMessages.leadRequired)
    // Another rego than the enquiry's, or the lead from another site's host.
    expect((await save(leadId, { rego: oldRego })).json.errors.lead_id).toBe(miscellaneousMessages.leadUnknown)
    expect((await save(leadId, {}, hostB)).json.errors.lead_id).toBe(miscellaneousMessages.leadUnknown)
    expect((await save(leadId, { kms: -1 })).json.errors.kms).toBe(regoMessages.kmsInvalid)
    for (const raw of ['{"column_name":', '[1,2]', '', '"valuation"']) {
      const answer = await post('/api/miscellaneous', null, { raw })
      expect(answer.status).toBe(400)
      expect(typeof answer.json.message).toBe('string')
    }
    expect((await payload.count({ collection: 'valuations', overrideAccess: true })).totalDocs).toBe(before)
  })
})

describe('valuations are the tenant’s staff’s, and no one else’s', () => {
  let valuationA: number | string
  beforeAll(async () => {
    const leadId = await tradeInLead(youngRego)
    valuationA = (await save(leadId)).json.id
  })

  it('a marketer of A reads A’s valuations through the Local API, REST and GraphQL; a marketer of B none of them', async () => {
    const marketerA = await authUser(payload, a.marketer)
    const marketerB = await authUser(payload, b.marketer)
    const seenByA = await payload.find({ collection: 'valuations', user: marketerA, overrideAccess: false, depth: 0, limit: 1000 })
    expect(seenByA.docs.map((doc) => doc.id)).toContain(valuationA)
    expect(seenByA.docs.every((doc) => doc.tenant === a.tenant.id)).toBe(true)
    const seenByB = await payload.find({ collection: 'valuations', user: marketerB, overrideAccess: false, depth: 0, limit: 1000 })
    expect(seenByB.docs).toHaveLength(0)
    await expect(payload.findByID({ collection: 'valuations', id: valuationA, user: marketerB, overrideAccess: false })).rejects.toThrow()

    const tokenB = await tokenFor(payload, b.marketer.email)
    expect((await rest(config, { path: `/api/valuations/${valuationA}`, token: tokenB })).status).toBe(404)
    expect((await rest(config, { path: '/api/valuations', token: tokenB })).json.docs).toHaveLength(0)
    const viaGraphql = await graphql(config, '{ Valuations(limit: 100) { docs { id rego } } }', { token: tokenB })
    expect(viaGraphql.data?.Valuations?.docs ?? []).toHaveLength(0)
    const tokenA = await tokenFor(payload, a.marketer.email)
    expect((await rest(config, { path: `/api/valuations/${valuationA}`, token: tokenA })).json).toMatchObject({
      id: valuationA,
      rego: youngRego,
    })
  })

  it('visitors read none, and nobody writes one except through the valuation call', async () => {
    expect((await rest(config, { path: '/api/valuations' })).status).toBe(403)
    const tokenA = await tokenFor(payload, a.marketer.email)
    const created = await rest(config, {
      method: 'POST',
      path: '/api/valuations',
      token: tokenA,
      body: { rego: 'FAKE1', regoState: 'NSW', kms: 1, outcome: 'estimate', estimate_low: 1, estimate_high: 2 },
    })
    expect(created.status).toBe(403)
    const changed = await rest(config, {
      method: 'PATCH',
      path: `/api/valuations/${valuationA}`,
      token: tokenA,
      body: { estimate_high: 1_000_000 },
    })
    expect(changed.status).toBe(403)
    const superAdmin = await createSuperAdmin(payload)
    const all = await payload.find({
      collection: 'valuations',
      user: await authUser(payload, superAdmin),
      overrideAccess: false,
      limit: 1000,
    })
    expect(all.totalDocs).toBeGreaterThan(0)
  })
})

describe('finance applications', () => {
  const application = (extra: Record<string, unknown>) =>
    post('/api/enquiries/submit', {
      form: 'finance',
      name: 'Jane',
      email: 'jane@example.com.au',
      phone: '0412 345 678',
      postcode: '2000',
      message: 'Pre-approval please',
      idempotency_key: `finance-test-key-${String(++keyCounter).padStart(6, '0')}`,
      ...extra,
    })

  it('stores the calculator’s figures with the lead', async () => {
    const answer = await application({
      vehiclePriceBudget: '$25,990',
      deposit: '5,000',
      term: '4.5',
      balloon: 0,
      frequency: 'fortnightly',
      car_id: String(carA.id),
    })
    expect(answer.status).toBe(201)
    const lead = await payload.findByID({ collection: 'enquiries', id: answer.json.lead_id, depth: 0, overrideAccess: true })
    expect(lead.finance_application).toMatchObject({
      applied: true,
      price: 25_990,
      deposit: 5000,
      term_years: 4.5,
      balloon: 0,
      frequency: 'fortnightly',
    })
  })

  it('refuses figures outside the calculator’s ranges with its help text', async () => {
    const answer = await application({ vehiclePriceBudget: 999, term: 9, frequency: 'daily' })
    expect(answer.status).toBe(400)
    expect(answer.json.errors).toMatchObject({
      vehiclePriceBudget: 'Cannot be less than 1,000 or more than 250,000',
      term: 'Cannot be less than 1 or more than 7',
      frequency: expect.any(String),
    })
  })
})
