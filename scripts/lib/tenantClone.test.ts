// The logic of scripts/tenant-clone.mjs without a server: the dealer's details from flags or
// questions, and what the command prints. The server side is in clone.int.test.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from '@jest/globals'

import { completeDealerDetails, parseCloneArgs, runTenantClone } from './tenantClone.mjs'

const required = ['--from', 'caravan-dealer', '--slug', 'bay-caravans', '--name', 'Bay Caravans', '--domain', 'baycaravans.com.au']
const login = ['--email', 'root@platform.test', '--password', 'pw']

function fakeServer(answer: (body: Record<string, unknown>) => Response) {
  const bodies: Array<Record<string, unknown>> = []
  const fetch = (async (url: string, init: RequestInit) => {
    if (url.endsWith('/api/users/login')) return Response.json({ token: 'jwt-1' })
    const body = JSON.parse(String(init.body)) as Record<string, unknown>
    bodies.push(body)
    return answer(body)
  }) as unknown as typeof globalThis.fetch
  return { fetch, bodies }
}

const ndjson = (...lines: unknown[]) =>
  new Response(lines.map((line) => `${JSON.stringify(line)}\n`).join(''), { headers: { 'content-type': 'application/x-ndjson' } })

describe('parseCloneArgs', () => {
  it('sends the --logo file (its name and bytes) and --brand-colour, and names a file it cannot read', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'clone-logo-'))
    try {
      const file = path.join(dir, 'bay.svg')
      writeFileSync(file, '<svg xmlns="http://www.w3.org/2000/svg"/>')
      const options = parseCloneArgs([...required, ...login, '--logo', file, '--brand-colour', '#1d4ed8'])
      expect(options.body).toMatchObject({
        logo: { name: 'bay.svg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64') },
        brandColour: '#1d4ed8',
      })
      const missing = path.join(dir, 'missing.png')
      expect(() => parseCloneArgs([...required, ...login, '--logo', missing])).toThrow(`--logo: cannot read the file ${missing}`)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('passes --phone, --address and --licence on under the names the server takes', () => {
    const options = parseCloneArgs([
      ...required,
      ...login,
      '--phone',
      '(07) 5499 1111',
      '--address',
      '1 Esplanade, Bribie Island QLD 4507',
      '--licence',
      'MDL 1234',
    ])
    expect(options.body).toMatchObject({
      phone: '(07) 5499 1111',
      address: '1 Esplanade, Bribie Island QLD 4507',
      licence: 'MDL 1234',
      demoStock: '0',
    })
  })
})

describe('completeDealerDetails', () => {
  it('asks for each missing detail on a terminal, and leaves out the ones answered with Enter', async () => {
    const body: Record<string, unknown> = { phone: '(07) 5499 1111' }
    const questions: string[] = []
    const answers = ['  1 Esplanade, Bribie Island QLD 4507 ', '']
    const missing = await completeDealerDetails(body, async (question: string) => {
      questions.push(question)
      return answers.shift() ?? ''
    })
    expect(questions).toEqual([
      'Street address, like 12 Bay Road, Byron Bay NSW 2481 (Enter to fill in later): ',
      'Dealer licence number, like MD 012345 (Enter to fill in later): ',
    ])
    expect(body).toEqual({ phone: '(07) 5499 1111', address: '1 Esplanade, Bribie Island QLD 4507' })
    expect(missing).toEqual(['--licence'])
  })

  it('asks nothing when not on a terminal: every missing one is reported', async () => {
    expect(await completeDealerDetails({}, undefined)).toEqual(['--phone', '--address', '--licence'])
  })
})

describe('runTenantClone', () => {
  it('says which details were not given and prints what still needs replacing', async () => {
    const server = fakeServer(() =>
      ndjson(
        { type: 'progress', message: 'Bay Caravans: tenant ready' },
        {
          type: 'result',
          resumed: false,
          created: ['tenant bay-caravans'],
          needsReplacing: ['Tenant → Contact → Phone: "(07) 5499 0300" is the template\'s'],
        },
      ),
    )
    const out: string[] = []
    const err: string[] = []
    const code = await runTenantClone({
      argv: [...required, ...login, '--url', 'http://cms.test'],
      fetch: server.fetch,
      out: (line: string) => out.push(line),
      err: (line: string) => err.push(line),
      ask: undefined,
    })
    expect(code).toBe(0)
    expect(err).toEqual([])
    expect(server.bodies[0]).not.toHaveProperty('phone')
    expect(out[0]).toBe(
      'Not given: --phone, --address, --licence. The template\'s values stay for now and are listed on the tenant under "Needs replacing".',
    )
    expect(out).toContain('  - Tenant → Contact → Phone: "(07) 5499 0300" is the template\'s')
  })

  it('prints the server’s plain-English refusal and exits 1', async () => {
    const server = fakeServer(() => Response.json({ message: '--demo-stock must be a whole number' }, { status: 400 }))
    const err: string[] = []
    const code = await runTenantClone({
      argv: [...required, ...login, '--url', 'http://cms.test', '--demo-stock', 'lots', '--phone', '1', '--address', 'x', '--licence', 'y'],
      fetch: server.fetch,
      out: () => undefined,
      err: (line: string) => err.push(line),
      ask: undefined,
    })
    expect(code).toBe(1)
    expect(err).toEqual(['Clone refused: --demo-stock must be a whole number (HTTP 400)'])
  })
})
