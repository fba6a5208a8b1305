import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { features } from '../src/features'
import { platformServices } from '../src/platform/services'
import { bootTestPayload, type TestPayload } from './helpers/testPayload'

/**
 * The composition root starts what each feature record says it runs beside the requests
 * (features.ts, `start`), once per process: the start-up code calls it after the migrations.
 */
let test: TestPayload

beforeAll(async () => {
  test = await bootTestPayload()
})

afterAll(async () => {
  const services = platformServices()
  services.searchReconciler(test.payload).stop()
  await services.changeChannel(test.payload).stop()
  await services.leadDeliveryWorker(test.payload).stop()
  services.reservationReleaseJob(test.payload).stop()
  await test.cleanup()
})

describe('background work', () => {
  it('is declared by the features that run it', () => {
    const starters = features.filter((feature) => feature.start).map((feature) => feature.name)
    expect(starters).toEqual(['enquiries', 'reservations', 'search', 'contentChanges'])
  })

  it('starts every feature’s work once, and a second start finds it running', async () => {
    const services = platformServices()
    services.startBackgroundWork(test.payload)
    const worker = services.leadDeliveryWorker(test.payload)
    const releaseJob = services.reservationReleaseJob(test.payload)
    const reconciler = services.searchReconciler(test.payload)
    const channel = services.changeChannel(test.payload)
    // The reconciliation runs every minute by default, and SQLite hears other processes by polling.
    expect(reconciler.intervalMs).toBe(60_000)
    expect(channel.kind).toBe(test.databaseLabel === 'postgres' ? 'notify' : 'poll')

    services.startBackgroundWork(test.payload)
    expect(services.leadDeliveryWorker(test.payload)).toBe(worker)
    expect(services.reservationReleaseJob(test.payload)).toBe(releaseJob)
    expect(services.searchReconciler(test.payload)).toBe(reconciler)
    expect(services.changeChannel(test.payload)).toBe(channel)
    // The release job started is a working one: a pass over no reservations releases none.
    expect(await releaseJob.tick()).toEqual({ released: 0, abandoned: 0 })
  })
})
