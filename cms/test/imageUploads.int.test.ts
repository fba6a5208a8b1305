import { deflateSync, crc32 } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { handleEndpoints, type Payload, type SanitizedConfig } from 'payload'
import sharp from 'sharp'

import { MAX_IMAGE_PIXELS } from '../src/lib/imagePixelLimit'
import { createSuperAdmin, createTenantFixture, tokenFor, type TenantFixture } from './helpers/fixtures'
import { bootTestPayload, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let a: TenantFixture

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A "pixel flood" PNG: `side` × `side` black pixels, 1-bit greyscale, which zlib squeezes to a few kB. */
function pixelFloodPng(side: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header.set([1, 0, 0, 0, 0], 8) // bit depth 1, greyscale, deflate, no filter, no interlace
  const row = Buffer.alloc(1 + Math.ceil(side / 8)) // filter byte 0, then all-zero pixels
  const rows = Buffer.alloc(row.length * side)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

async function upload(collection: string, token: string, file: Buffer, data: Record<string, unknown>) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'flood.png')
  form.append('_payload', JSON.stringify(data))
  const request = new Request(`http://localhost:3000/api/${collection}`, {
    method: 'POST',
    headers: { host: 'localhost:3000', authorization: `JWT ${token}` },
    body: form,
  })
  const response = await handleEndpoints({ config, request, path: `/api/${collection}` })
  return { status: response.status, json: (await response.json()) as any }
}

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  a = await createTenantFixture(payload, 'alpha')
}, 60_000)

afterAll(async () => {
  await test?.cleanup()
})

describe(`image uploads (${process.env.TEST_POSTGRES_URL ? 'postgres' : 'sqlite'})`, () => {
  const floodMessage =
    'This image is 16,000 × 16,000 pixels (256 megapixels); images may have at most 40 megapixels. Please make it smaller and upload it again.'

  it('refuses a 16,000 × 16,000 pixel flood PNG of a few kB as media, with a 400 in words, storing nothing', async () => {
    const flood = pixelFloodPng(16_000)
    expect(flood.length).toBeLessThan(64_000)
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000)
    const before = (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs
    const token = await tokenFor(payload, a.marketer.email)
    const answer = await upload('media', token, flood, { alt: 'flood', tenant: a.tenant.id })
    expect(answer.status).toBe(400)
    expect(answer.json.errors[0].message).toBe(floodMessage)
    expect((await payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('refuses it as a brand asset (logos) too, and still takes an ordinary image', async () => {
    const admin = await createSuperAdmin(payload)
    const token = await tokenFor(payload, admin.email)
    const refused = await upload('brand-assets', token, pixelFloodPng(16_000), { alt: 'flood logo' })
    expect(refused.status).toBe(400)
    expect(refused.json.errors[0].message).toBe(floodMessage)
    const logo = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#123456' } })
      .png()
      .toBuffer()
    expect((await upload('brand-assets', token, logo, { alt: 'logo' })).status).toBe(201)
    // Just under the limit (6,000 × 6,000 = 36 Mpx) is accepted as media.
    const big = await upload('media', await tokenFor(payload, a.marketer.email), pixelFloodPng(6_000), { alt: 'big', tenant: a.tenant.id })
    expect(big.status).toBe(201)
  }, 120_000)
})
