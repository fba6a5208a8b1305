import { execFile } from 'node:child_process'
import http from 'node:http'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import { expect, test, type Page } from '@playwright/test'

import { demoTenants, port, superAdmin, tenantUrl } from './support'

/**
 * Every link leads somewhere: from each site's home page, over every internal link of every page
 * reached (header, footer, mega-menu panels, buttons that are links, offers, car-page buttons), no
 * destination answers 404 or 5xx. Links are read from the HTML each destination's GET returns; the home
 * page is also opened in Chromium, for links only client code renders (a comparison of every page's
 * server links with its hydrated links found none but the header's `<noscript>` ones). Runs on the demo
 * tenants and on a fresh clone of each template, so a template that links to a page it does not seed
 * fails here, whatever the demo data happens to hold.
 */

const run = promisify(execFile)
const repoRoot = path.resolve(import.meta.dirname, '../..')

/** A few car pages stand for all: the buttons of one car page are the buttons of every one. */
const CAR_PAGES_PER_SITE = 3
/** Pages whose links are read from their HTML, per site (the rest are only checked). */
const PAGES_OPENED_PER_SITE = 150
/** Destinations fetched at once, as a browser does: the server answers several while one renders. */
const CONCURRENT_REQUESTS = 4
/** Destinations checked per site: enough for every menu, footer, block and car-page link. */
const DESTINATIONS_PER_SITE = 220
/** Variants of one path by query string (search filters, pages of results, prefilled forms) checked per site. */
const QUERIES_PER_PATH = 6

/** Paths that are not the dealer's pages; the admin and the APIs have their own tests. */
const notPages = ['/admin', '/api/', '/_next/', '/uploads/', '/1/']

type Destination = { url: string; foundOn: string; status: number | null; note?: string }
type CrawlResult = { site: string; destinations: Destination[]; broken: Destination[]; opened: number; skipped: number }

const clones = [
  { template: 'toyota-dealer', slug: 'crawl-toyota', name: 'Crawl Toyota', domain: 'crawltoyota.com.au' },
  { template: 'used-car-group', slug: 'crawl-motors', name: 'Crawl Motors', domain: 'crawlmotors.com.au' },
  { template: 'caravan-dealer', slug: 'crawl-caravans', name: 'Crawl Caravans', domain: 'crawlcaravans.com.au' },
]

/** The key a destination is known by: its path and query, without the fragment. */
function keyOf(url: URL): string {
  return `${url.pathname}${url.search}`
}

/** Paths under /cars/ that are the spec's own routes, not a car (the Trade-In button's). */
const carRoutes = new Set(['trade-in'])

/** `/cars/{slug}/…` → the car's slug, so every page of one car counts as one of the few car pages. */
function carOf(pathname: string): string | null {
  const slug = /^\/cars\/([^/]+)/.exec(pathname)?.[1] ?? null
  return slug && !carRoutes.has(slug) ? slug : null
}

/** One GET of a site path, to this machine with the site's Host header (Node does not resolve *.localhost). */
function get(url: URL): Promise<{ status: number; location: string | undefined; contentType: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: `${url.pathname}${url.search}`, headers: { host: url.host, accept: 'text/html' }, timeout: 90_000 },
      (response) => {
        const contentType = String(response.headers['content-type'] ?? '')
        const chunks: Buffer[] = []
        // Only a page's HTML is kept: its links are read from it.
        if (contentType.includes('text/html')) response.on('data', (chunk: Buffer) => chunks.push(chunk))
        else response.resume()
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            contentType,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
      },
    )
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url.href} in 90 s`)))
    request.on('error', reject)
  })
}

type Answer = { status: number; note?: string; html: string | null; finalUrl: URL }

/** Follows redirects by hand so a gated route's redirect to /sign-in counts as fine without following it. */
async function statusOf(href: string): Promise<Answer> {
  let current = new URL(href)
  for (let hop = 0; hop < 5; hop++) {
    const response = await get(current)
    if (response.status >= 300 && response.status < 400 && response.location) {
      const next = new URL(response.location, current)
      if (next.pathname === '/sign-in') return { status: response.status, note: 'sign-in', html: null, finalUrl: current }
      if (next.host !== current.host)
        return { status: response.status, note: `redirects off site to ${next.origin}`, html: null, finalUrl: current }
      current = next
      continue
    }
    return { status: response.status, html: response.contentType.includes('text/html') ? response.body : null, finalUrl: current }
  }
  return { status: 310, note: 'too many redirects', html: null, finalUrl: current }
}

const namedEntities: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' }

/** An attribute value as the browser reads it: character references decoded. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10)
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole
    }
    return namedEntities[entity.toLowerCase()] ?? whole
  })
}

/**
 * Every link of a page's server HTML, resolved as the browser resolves an anchor's href (a `<base>` element
 * honoured). Hidden dropdown panels are included, and so are `<noscript>` links (the header's page of each
 * dropdown), which a visitor or crawler without scripts follows. React escapes `<`, `>` and quotes inside
 * attribute values, so a tag ends at the first `>`.
 */
function linksInHtml(html: string, pageUrl: URL): string[] {
  const baseHref = /<base\s(?:[^>]*?\s)?href\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(html)
  const base = baseHref ? new URL(decodeEntities(baseHref[1] ?? baseHref[2] ?? ''), pageUrl) : pageUrl
  const links: string[] = []
  for (const anchor of html.matchAll(/<a\s(?:[^>]*?\s)?href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi)) {
    const href = decodeEntities(anchor[1] ?? anchor[2] ?? anchor[3] ?? '').trim()
    try {
      links.push(new URL(href, base).href)
    } catch {
      // Not a URL the browser could follow either.
    }
  }
  return links
}

/** Every same-host link of the page as rendered in the browser, after hydration (hidden dropdown panels included). */
async function linksInBrowser(page: Page, href: string): Promise<string[]> {
  await page.goto(href, { waitUntil: 'load', timeout: 90_000 })
  return page.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href))
}

async function crawl(page: Page, site: string): Promise<CrawlResult> {
  const origin = new URL(tenantUrl(site)).origin
  const seen = new Map<string, Destination>()
  const queue: string[] = []
  const cars = new Set<string>()
  const queriesOfPath = new Map<string, number>()
  let skipped = 0

  const consider = (href: string, foundOn: string) => {
    let url: URL
    try {
      url = new URL(href)
    } catch {
      return
    }
    if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return
    if (notPages.some((prefix) => url.pathname === prefix.replace(/\/$/, '') || url.pathname.startsWith(prefix))) return
    url.hash = ''
    const key = keyOf(url)
    if (seen.has(key)) return
    const car = carOf(url.pathname)
    if (car && !cars.has(car)) {
      if (cars.size >= CAR_PAGES_PER_SITE) return
      cars.add(car)
    }
    if (url.search) {
      const variants = queriesOfPath.get(url.pathname) ?? 0
      if (variants >= QUERIES_PER_PATH) return
      queriesOfPath.set(url.pathname, variants + 1)
    }
    if (seen.size >= DESTINATIONS_PER_SITE) {
      skipped++
      return
    }
    seen.set(key, { url: key, foundOn, status: null })
    queue.push(key)
  }

  let opened = 0
  // One address per path is read: the other query strings of a path (a page of results, a prefilled
  // form) show the same links, and are only checked.
  const openedPaths = new Set<string>()
  const read = (key: string, result: Answer) => {
    const destination = seen.get(key) as Destination
    destination.status = result.status
    if (result.note) destination.note = result.note
    const pathname = new URL(key, origin).pathname
    if (result.html === null || result.status >= 400 || opened >= PAGES_OPENED_PER_SITE || openedPaths.has(pathname)) return
    openedPaths.add(pathname)
    opened++
    for (const href of linksInHtml(result.html, result.finalUrl)) consider(href, key)
  }

  // The home page is also opened in the browser, so links that only client code renders after
  // hydration (none today) are crawled too.
  consider(`${origin}/`, '(start)')
  for (const href of await linksInBrowser(page, `${origin}/`)) consider(href, '/')

  // Destinations are read in the order they were found, as before, so the same links are sampled on
  // every run; the next few are already being fetched meanwhile, as a browser fetches several at once.
  const answers = new Map<string, Promise<Answer>>()
  // An array's iterator also visits what is pushed while it runs: the links each page adds.
  for (const [index, key] of queue.entries()) {
    for (const ahead of queue.slice(index, index + CONCURRENT_REQUESTS)) {
      if (answers.has(ahead)) continue
      const answer = statusOf(`${origin}${ahead}`)
      // Awaited below in its turn; marked handled so a failure ahead of its turn is not reported twice.
      answer.catch(() => undefined)
      answers.set(ahead, answer)
    }
    read(key, await (answers.get(key) as Promise<Answer>))
    answers.delete(key)
  }
  const destinations = [...seen.values()]
  const broken = destinations.filter(
    (destination) => destination.status === null || (destination.status >= 400 && destination.note !== 'sign-in'),
  )
  return { site, destinations, broken, opened, skipped }
}

function report(result: CrawlResult): string {
  const lines = broken(result)
  return `${result.site}: ${result.destinations.length} destinations (${result.opened} pages read, ${result.skipped} links past the cap), ${result.broken.length} broken${lines.length ? `\n${lines.join('\n')}` : ''}`
}

function broken(result: CrawlResult): string[] {
  return result.broken.map(
    (destination) => `  ${destination.status ?? 'no answer'} ${destination.url}  (linked from ${destination.foundOn})`,
  )
}

/** The figures of each site, kept beside the other test output for the record. */
function keepFigures(result: CrawlResult) {
  const folder = path.join(repoRoot, 'test-results', 'crawl')
  mkdirSync(folder, { recursive: true })
  writeFileSync(path.join(folder, `${result.site}.json`), JSON.stringify(result, null, 2))
}

test.describe('every internal link of a demo site leads somewhere', () => {
  for (const tenant of demoTenants) {
    test(`${tenant.name} (${tenant.template})`, async ({ page }) => {
      test.setTimeout(600_000)
      const result = await crawl(page, tenant.slug)
      keepFigures(result)
      console.log(report(result))
      expect(result.destinations.length).toBeGreaterThan(20)
      expect(broken(result), report(result)).toEqual([])
    })
  }
})

test.describe('every internal link of a freshly cloned site leads somewhere', () => {
  for (const clone of clones) {
    test(`a clone of ${clone.template}`, async ({ page }) => {
      test.setTimeout(600_000)
      // Running again finishes an interrupted clone and changes nothing else, so a rerun reuses it.
      await run(
        process.execPath,
        [
          'scripts/tenant-clone.mjs',
          ...['--from', clone.template, '--slug', clone.slug, '--name', clone.name, '--domain', clone.domain, '--demo-stock', '8'],
          ...['--url', `http://127.0.0.1:${port}`],
        ],
        { cwd: repoRoot, env: { ...process.env, FORECOURT_EMAIL: superAdmin.email, FORECOURT_PASSWORD: superAdmin.password } },
      )
      const result = await crawl(page, clone.slug)
      keepFigures(result)
      console.log(report(result))
      expect(result.destinations.length).toBeGreaterThan(20)
      expect(broken(result), report(result)).toEqual([])
    })
  }
})
