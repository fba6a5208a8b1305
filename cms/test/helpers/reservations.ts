import { randomUUID } from 'node:crypto'

import { handleEndpoints, type Payload, type SanitizedConfig } from 'payload'

import type { Reservation, Vehicle } from '@forecourt/schema'

/** A shopper of the reserve form; each test names the phone, email and address it is about. */
export type Shopper = { name?: string; email: string; phone: string; postcode?: string }

let stock = 0

/** A used car that can be reserved (a processor on it) and bought online. */
export async function reservableCar(payload: Payload, tenant: number | string, extra: Partial<Vehicle> = {}): Promise<Vehicle> {
  stock += 1
  return payload.create({
    collection: 'vehicles',
    data: {
      tenant: tenant as number,
      stocknum: `S${stock}-${randomUUID().slice(0, 6)}`,
      make: 'Toyota',
      model: 'Corolla',
      year: 2021,
      car_type: 'used',
      status: 'in_stock',
      price: 25990,
      payment_processors: ['stripe'],
      ...extra,
    },
    overrideAccess: true,
  })
}

/** Requests as a shopper's browser sends them, through Payload's REST handler, from a client address. */
export function shopperClient(config: SanitizedConfig) {
  async function send(path: string, init: { host: string; address?: string; body?: string; contentType?: string; method?: string }) {
    const headers = new Headers({ host: init.host })
    if (init.address) headers.set('x-forwarded-for', init.address)
    if (init.contentType) headers.set('content-type', init.contentType)
    const request = new Request(`http://${init.host}${path}`, { method: init.method ?? 'POST', headers, body: init.body })
    return handleEndpoints({ config, request, path })
  }
  return {
    /** POST /api/reservations/start; the answer's status and body. */
    async reserve(host: string, carId: number | string, shopper: Shopper, address = '203.0.113.9') {
      const body = JSON.stringify({
        car_id: carId,
        name: shopper.name ?? 'Sam Shopper',
        email: shopper.email,
        phone: shopper.phone,
        postcode: shopper.postcode ?? '2000',
        idempotency_key: randomUUID(),
      })
      const response = await send('/api/reservations/start', { host, address, body, contentType: 'application/json' })
      return { status: response.status, json: (await response.json()) as any }
    },
    /** The test processor's card page, submitted with this card. */
    pay(host: string, url: string, number: string) {
      return send(url, {
        host,
        body: new URLSearchParams({ number, expiry: '12/40', cvc: '123' }).toString(),
        contentType: 'application/x-www-form-urlencoded',
      })
    },
    /** GET of a page (the card page). */
    get(host: string, path: string) {
      return send(path, { host, method: 'GET' })
    },
    /** POST /api/purchase-journeys/step. */
    async journeyStep(
      host: string,
      carSlug: string,
      step: string,
      data: unknown,
      extra: Record<string, unknown> = {},
      address = '203.0.113.9',
    ) {
      const body = JSON.stringify({ car_id: carSlug, step, data, ...extra })
      const response = await send('/api/purchase-journeys/step', { host, address, body, contentType: 'application/json' })
      return { status: response.status, json: (await response.json()) as any }
    },
  }
}

export async function reservationByReference(payload: Payload, reference: string): Promise<Reservation> {
  const { docs } = await payload.find({
    collection: 'reservations',
    where: { reference: { equals: reference } },
    depth: 0,
    overrideAccess: true,
  })
  if (!docs[0]) throw new Error(`No reservation ${reference}`)
  return docs[0]
}
