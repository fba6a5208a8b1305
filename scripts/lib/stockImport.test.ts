// The logic of scripts/stock-import.mjs, without a server: arguments, the NDJSON reader and the run
// against a fake fetch. The command itself is exercised against a real server in stockFeed.int.test.ts.
import { describe, expect, it } from '@jest/globals'

import { formatOfFile, ndjsonMessages, parseCliArgs, progressFigures, runStockImport, summaryLines, UsageError } from './stockImport.mjs'

const required = ['--tenant', 'harbourside-toyota', '--dealership', 'harbourside-toyota', '--file', 'feed.csv']

describe('parseCliArgs', () => {
  it('reads the flags, defaults mode and url, and takes the format from the file name', () => {
    expect(parseCliArgs([...required, '--email', 'a@b.test', '--password', 'pw'], {})).toEqual({
      help: false,
      tenant: 'harbourside-toyota',
      dealership: 'harbourside-toyota',
      file: 'feed.csv',
      mode: 'full',
      format: 'csv',
      url: 'http://127.0.0.1:3000',
      email: 'a@b.test',
      password: 'pw',
    })
  })

  it('takes the login from FORECOURT_EMAIL / FORECOURT_PASSWORD, flags winning', () => {
    const env = { FORECOURT_EMAIL: 'env@b.test', FORECOURT_PASSWORD: 'env-pw' }
    expect(parseCliArgs(required, env)).toMatchObject({ email: 'env@b.test', password: 'env-pw' })
    expect(parseCliArgs([...required, '--email=flag@b.test'], env)).toMatchObject({ email: 'flag@b.test', password: 'env-pw' })
  })

  it('accepts --mode partial, --url with a trailing slash and --format', () => {
    const options = parseCliArgs(
      [
        ...required,
        '--mode',
        'partial',
        '--url',
        'https://cms.example.com/',
        '--format',
        'json',
        '--dealership-name',
        'Harbourside Toyota',
      ],
      {
        FORECOURT_EMAIL: 'a@b.test',
        FORECOURT_PASSWORD: 'pw',
      },
    )
    expect(options).toMatchObject({ mode: 'partial', url: 'https://cms.example.com', format: 'json', dealershipName: 'Harbourside Toyota' })
  })

  it('names every missing or bad flag at once', () => {
    expect(() => parseCliArgs(['--mode', 'sometimes', '--url', 'ftp://x'], {})).toThrow(UsageError)
    expect(() => parseCliArgs(['--mode', 'sometimes', '--url', 'ftp://x'], {})).toThrow(
      [
        '--tenant is required',
        '--dealership is required',
        '--file is required',
        '--mode must be full or partial (got "sometimes")',
        '--email (or FORECOURT_EMAIL) is required',
        '--password (or FORECOURT_PASSWORD) is required',
        '--url must be an http(s) address (got "ftp://x")',
      ].join('\n'),
    )
  })

  it('refuses unknown flags', () => {
    expect(() => parseCliArgs([...required, '--tenantt', 'x'], {})).toThrow(UsageError)
  })

  it('knows csv and json by extension, and leaves the rest to the server', () => {
    expect(formatOfFile('stock.CSV')).toBe('csv')
    expect(formatOfFile('/feeds/stock.json')).toBe('json')
    expect(formatOfFile('stock.dat')).toBeUndefined()
  })
})

async function* chunks(...parts: string[]): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder()
  for (const part of parts) yield encoder.encode(part)
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = []
  for await (const item of iterable) out.push(item)
  return out
}

describe('ndjsonMessages', () => {
  it('joins lines split across chunks, skips blank lines and reads a last line without newline', async () => {
    const messages = await collect(
      ndjsonMessages(
        chunks('{"type":"progress","do', 'ne":1,"total":2}\n\n{"type":"progress","done":2,', '"total":2}\n{"type":"result","created":2}'),
      ),
    )
    expect(messages).toEqual([
      { type: 'progress', done: 1, total: 2 },
      { type: 'progress', done: 2, total: 2 },
      { type: 'result', created: 2 },
    ])
  })

  it('keeps a multi-byte character split between chunks whole', async () => {
    const bytes = new TextEncoder().encode('{"reason":"Row 1: ‘x’"}\n')
    async function* split() {
      yield bytes.slice(0, 17)
      yield bytes.slice(17)
    }
    expect(await collect(ndjsonMessages(split()))).toEqual([{ reason: 'Row 1: ‘x’' }])
  })

  it('fails clearly on a line that is not JSON', async () => {
    await expect(collect(ndjsonMessages(chunks('<html>oops</html>\n')))).rejects.toThrow(
      'The server sent a line that is not JSON: <html>oops</html>',
    )
  })
})

describe('summaryLines', () => {
  it('prints the counts, the warnings and each rejected row', () => {
    expect(
      summaryLines({
        created: 1,
        updated: 2,
        unchanged: 3,
        sold: 4,
        warnings: ['Ignored unknown column "prce"'],
        rejected: [{ reason: 'Row 7: price must be a number ("abc")' }],
      }),
    ).toEqual([
      'created 1, updated 2, unchanged 3, sold 4, rejected 1',
      'warning: Ignored unknown column "prce"',
      'Rejected rows:',
      '  Row 7: price must be a number ("abc")',
    ])
  })
})

type Call = { url: string; init: RequestInit }

function fakeServer(importAnswer: () => Response, loginStatus = 200) {
  const calls: Call[] = []
  const fetch = async (url: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    calls.push({ url: String(url), init })
    if (String(url).endsWith('/api/users/login')) {
      return loginStatus === 200
        ? Response.json({ token: 'jwt-1' })
        : Response.json({ errors: [{ message: 'The email or password provided is incorrect.' }] }, { status: loginStatus })
    }
    return importAnswer()
  }
  return { calls, fetch: fetch as typeof globalThis.fetch }
}

const ndjson = (...lines: object[]) =>
  new Response(lines.map((line) => `${JSON.stringify(line)}\n`).join(''), { headers: { 'content-type': 'application/x-ndjson' } })

function recordingBar() {
  const events: string[] = []
  return {
    events,
    createBar: () => ({
      start: (total: number, value: number) => events.push(`start ${value}/${total}`),
      update: (value: number, payload?: Record<string, string>) =>
        events.push(`update ${value}${payload ? ` ${payload.rate}/s ${payload.eta}` : ''}`),
      setTotal: (total: number) => events.push(`total ${total}`),
      stop: () => events.push('stop'),
    }),
  }
}

describe('progressFigures', () => {
  it('gives cars per second since the first line and the time the rest takes at that rate', () => {
    expect(progressFigures({ done: 0, total: 10_000, firstDone: 0, elapsedMs: 0 })).toEqual({ rate: '…', eta: '…' })
    expect(progressFigures({ done: 1_000, total: 10_000, firstDone: 0, elapsedMs: 13_700 })).toEqual({ rate: '73', eta: '2m 04s' })
    expect(progressFigures({ done: 30, total: 40, firstDone: 10, elapsedMs: 8_000 })).toEqual({ rate: '2.5', eta: '4s' })
    expect(progressFigures({ done: 40, total: 40, firstDone: 0, elapsedMs: 8_000 })).toEqual({ rate: '5.0', eta: '0s' })
  })
})

describe('runStockImport', () => {
  const argv = [...required, '--email', 'a@b.test', '--password', 'pw', '--url', 'http://cms.test']
  const io = (fetch: typeof globalThis.fetch, bar = recordingBar()) => {
    const out: string[] = []
    const err: string[] = []
    return {
      out,
      err,
      bar,
      run: () =>
        runStockImport({
          argv,
          fetch,
          out: (line) => out.push(line),
          err: (line) => err.push(line),
          createBar: bar.createBar,
          readFeed: async () => new TextEncoder().encode('stocknum\nA1'),
          // A clock that stands still: the rate and time left stay '…' however slowly the lines arrive.
          now: () => 1_000,
        }),
    }
  }

  it('logs in, posts the feed with the token and parameters, draws progress and prints the result; exit 0', async () => {
    const server = fakeServer(() =>
      ndjson(
        { type: 'progress', done: 0, total: 2 },
        { type: 'progress', done: 2, total: 2 },
        { type: 'result', created: 2, updated: 0, unchanged: 0, sold: 0, rejected: [], warnings: [] },
      ),
    )
    const run = io(server.fetch)
    expect(await run.run()).toBe(0)
    expect(server.calls[0]).toMatchObject({
      url: 'http://cms.test/api/users/login',
      init: { method: 'POST', body: JSON.stringify({ email: 'a@b.test', password: 'pw' }) },
    })
    expect(server.calls[1]?.url).toBe(
      'http://cms.test/api/vehicles/import?tenant=harbourside-toyota&dealership=harbourside-toyota&mode=full&format=csv',
    )
    expect(server.calls[1]?.init.headers).toMatchObject({ authorization: 'JWT jwt-1', 'content-type': 'text/csv' })
    expect(run.bar.events).toEqual(['start 0/2', 'total 2', 'update 2 …/s …', 'stop'])
    expect(run.out).toEqual(['created 2, updated 0, unchanged 0, sold 0, rejected 0'])
    expect(run.err).toEqual([])
  })

  it('shows the rate and the time left as the lines arrive', async () => {
    const server = fakeServer(() =>
      ndjson(
        { type: 'progress', done: 0, total: 100 },
        { type: 'progress', done: 25, total: 100 },
        { type: 'progress', done: 50, total: 100 },
        { type: 'result', created: 50, rejected: [] },
      ),
    )
    const bar = recordingBar()
    const clock = [1_000, 6_000, 11_000]
    const code = await runStockImport({
      argv,
      fetch: server.fetch,
      out: () => undefined,
      err: () => undefined,
      createBar: bar.createBar,
      readFeed: async () => new Uint8Array(),
      now: () => clock.shift() ?? 11_000,
    })
    expect(code).toBe(0)
    expect(bar.events).toEqual(['start 0/100', 'total 100', 'update 25 5.0/s 15s', 'total 100', 'update 50 5.0/s 10s', 'stop'])
  })

  it('reads a relative --file from the directory npm was started in', async () => {
    const read: string[] = []
    const server = fakeServer(() => ndjson({ type: 'result', created: 0, rejected: [] }))
    const code = await runStockImport({
      argv,
      env: { INIT_CWD: '/home/dealer/feeds' },
      fetch: server.fetch,
      out: () => undefined,
      err: () => undefined,
      readFeed: async (file: string) => {
        read.push(file)
        return new Uint8Array()
      },
    })
    expect(code).toBe(0)
    expect(read).toEqual(['/home/dealer/feeds/feed.csv'])
  })

  it('exits 1 when rows were rejected, printing them', async () => {
    const server = fakeServer(() => ndjson({ type: 'result', created: 1, rejected: [{ row: 2, reason: 'Row 2: year is required' }] }))
    const run = io(server.fetch)
    expect(await run.run()).toBe(1)
    expect(run.out).toContain('  Row 2: year is required')
  })

  it('exits 1 with the message of a refused login or import', async () => {
    const badLogin = io(fakeServer(() => ndjson(), 401).fetch)
    expect(await badLogin.run()).toBe(1)
    expect(badLogin.err).toEqual(['Login as a@b.test failed: The email or password provided is incorrect. (HTTP 401)'])

    const refused = io(fakeServer(() => Response.json({ message: 'mode must be full or partial' }, { status: 400 })).fetch)
    expect(await refused.run()).toBe(1)
    expect(refused.err).toEqual(['Import refused: mode must be full or partial (HTTP 400)'])
  })

  it('exits 1 on an error line, and on a stream that ends without a result', async () => {
    const failed = io(
      fakeServer(() => ndjson({ type: 'progress', done: 0, total: 5 }, { type: 'error', message: 'database is locked' })).fetch,
    )
    expect(await failed.run()).toBe(1)
    expect(failed.err).toEqual(['Import failed: database is locked'])
    expect(failed.bar.events).toEqual(['start 0/5', 'stop'])

    const cut = io(fakeServer(() => ndjson({ type: 'progress', done: 0, total: 5 })).fetch)
    expect(await cut.run()).toBe(1)
    expect(cut.err[0]).toMatch(/closed the connection before the import finished/)
  })

  it('exits 1 when the server cannot be reached', async () => {
    const unreachable = io((async () => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:3000') })
    }) as typeof globalThis.fetch)
    expect(await unreachable.run()).toBe(1)
    expect(unreachable.err).toEqual(['Cannot reach http://cms.test: connect ECONNREFUSED 127.0.0.1:3000'])
  })

  it('prints usage and exits 1 on bad flags, 0 on --help', async () => {
    const out: string[] = []
    const err: string[] = []
    expect(await runStockImport({ argv: ['--tenant'], out: (line) => out.push(line), err: (line) => err.push(line) })).toBe(1)
    expect(err.join('\n')).toContain('Usage: npm run stock:import')
    expect(await runStockImport({ argv: ['--help'], out: (line) => out.push(line), err: (line) => err.push(line) })).toBe(0)
    expect(out.join('\n')).toContain('--mode partial')
  })
})
