import { mkdtemp, readdir, readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from '@jest/globals'

import { httpSmsSender, maskedNumber, outboxSmsSender } from './sms'

describe('the SMS outbox (the local default)', () => {
  it('writes each message to a file and logs only where, never the text', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'forecourt-sms-test-'))
    const lines: string[] = []
    await outboxSmsSender(dir, (line) => lines.push(line)).send({ to: '+61412345678', body: '123456 is your code' })
    const files = (await readdir(dir)).filter((name) => name.endsWith('.json'))
    expect(files).toHaveLength(1)
    expect(JSON.parse(await readFile(path.join(dir, files[0]!), 'utf8'))).toMatchObject({ to: '+61412345678', body: '123456 is your code' })
    expect(lines).toHaveLength(1)
    expect(lines[0]).not.toContain('123456')
    expect(lines[0]).not.toContain('+61412345678')
    expect(maskedNumber('+61412345678')).toBe('+614…678')
  })
})

describe('the SMS provider (Twilio-style HTTP API)', () => {
  it('posts To, From and Body with basic auth to {url}/Accounts/{sid}/Messages.json, and throws on a refusal', async () => {
    const received: Array<{ url: string; authorization: string; body: string }> = []
    let status = 201
    const server = createServer((request: IncomingMessage, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        received.push({ url: request.url ?? '', authorization: request.headers.authorization ?? '', body })
        response
          .writeHead(status, { 'content-type': 'application/json' })
          .end(status === 201 ? '{"sid":"SM1"}' : '{"message":"The To number is not valid"}')
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    try {
      const sender = httpSmsSender({
        provider: 'http',
        url: `http://127.0.0.1:${port}/2010-04-01`,
        accountSid: 'AC123',
        authToken: 'secret',
        from: '+61400000000',
        timeoutMs: 2000,
      })
      await sender.send({ to: '+61412345678', body: '654321 is your code' })
      expect(received[0]!.url).toBe('/2010-04-01/Accounts/AC123/Messages.json')
      expect(received[0]!.authorization).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`)
      expect(Object.fromEntries(new URLSearchParams(received[0]!.body))).toEqual({
        To: '+61412345678',
        From: '+61400000000',
        Body: '654321 is your code',
      })
      status = 400
      const failure = sender.send({ to: '+61412345678', body: '654321 is your code' })
      await expect(failure).rejects.toThrow(/answered 400 for \+614…678: .*not valid/)
      await expect(failure).rejects.not.toThrow(/654321/)
    } finally {
      server.close()
    }
  })
})
