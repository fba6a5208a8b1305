import { expect, test } from '@playwright/test'

import { demoTenants, port } from './support'

const viaHost = (slug: string) => ({ headers: { host: `${slug}.localhost:${port}` } })
/** A car page's address; /cars/trade-in is every site's trade-in form, not a car. */
const isCarPage = (url: string) => /^\/cars\/(?!trade-in$)[^/]+$/.test(new URL(url).pathname)

test('each tenant has its own robots.txt and sitemap.xml, listing only its own pages and cars', async ({ request }) => {
  const [first, second] = demoTenants
  const robots = await request.get(`http://127.0.0.1:${port}/robots.txt`, viaHost(first!.slug))
  expect(robots.status()).toBe(200)
  expect(await robots.text()).toContain(`Sitemap: http://${first!.slug}.localhost:${port}/sitemap.xml`)

  const sitemapOf = async (slug: string) => {
    const response = await request.get(`http://127.0.0.1:${port}/sitemap.xml`, viaHost(slug))
    expect(response.status()).toBe(200)
    return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string)
  }
  const firstUrls = await sitemapOf(first!.slug)
  const secondUrls = await sitemapOf(second!.slug)
  expect(firstUrls).toContain(`http://${first!.slug}.localhost:${port}/`)
  expect(firstUrls).toContain(`http://${first!.slug}.localhost:${port}/search`)
  const firstCars = firstUrls.filter(isCarPage)
  expect(firstCars.length).toBeGreaterThan(10)
  expect(firstUrls.every((url) => url.startsWith(`http://${first!.slug}.localhost:${port}/`))).toBe(true)
  const secondCarPaths = new Set(secondUrls.filter(isCarPage).map((url) => new URL(url).pathname))
  expect(firstCars.some((url) => secondCarPaths.has(new URL(url).pathname))).toBe(false)

  const car = await request.get(`http://127.0.0.1:${port}${new URL(firstCars[0] as string).pathname}`, viaHost(first!.slug))
  expect(car.status()).toBe(200)
  expect((await request.get(`http://127.0.0.1:${port}/sitemap.xml`, { headers: { host: 'nobody.example.org' } })).status()).toBe(404)
})
