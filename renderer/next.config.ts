import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { securityHeaderRules } from './lib/http/securityHeaders'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  transpilePackages: [
    '@forecourt/schema',
    '@forecourt/search-engine',
    '@forecourt/domain',
    '@forecourt/site-ui',
    '@forecourt/cms',
    '@forecourt/blocks',
    '@forecourt/tenant-seeds',
    '@forecourt/migrations',
  ],
  // pdfkit loads its font metrics with createRequire and package subpath imports at run time, which a bundle cannot follow.
  serverExternalPackages: ['pdfkit'],
  outputFileTracingRoot: repoRoot,
  turbopack: { root: repoRoot },
  // The test command type-checks the whole workspace (tsc) before it builds; doing it again here
  // only costs build time and memory.
  typescript: { ignoreBuildErrors: true },
  // Site pages are cached per host, query and path (lib/http/siteRoute.ts): kept in memory, in an LRU of bounded
  // size, rather than written to .next/ on disk, where any host or query a visitor makes up would add a file
  // and a server restarted on another database would answer from the old one.
  experimental: { isrFlushToDisk: false },
  images: {
    localPatterns: [{ pathname: '/uploads/**' }],
    formats: ['image/avif', 'image/webp'],
  },
}

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })
const payloadHeaders = withPayloadConfig.headers

type HeaderRule = Awaited<ReturnType<NonNullable<NextConfig['headers']>>>[number]
const isColourSchemeHint = ({ key, value }: { key: string; value: string }) =>
  ['accept-ch', 'critical-ch', 'vary'].includes(key.toLowerCase()) && value === 'Sec-CH-Prefers-Color-Scheme'

/**
 * withPayload asks every page for the colour-scheme client hint with `Critical-CH`, which makes Chrome
 * send each first navigation twice (the page is rendered, thrown away and rendered again with the
 * hint). Only the admin reads the hint, for its theme: the dealer sites answer the first request.
 */
function adminOnlyClientHints(rules: HeaderRule[]): HeaderRule[] {
  return rules.flatMap((rule) => {
    const hints = rule.headers.filter(isColourSchemeHint)
    if (rule.source !== '/:path*' || hints.length === 0) return [rule]
    const others = rule.headers.filter((header) => !isColourSchemeHint(header))
    return [{ ...rule, source: '/admin/:path*', headers: hints }, ...(others.length ? [{ ...rule, headers: others }] : [])]
  })
}

const securityHeaders = securityHeaderRules({ development: process.env.NODE_ENV === 'development' })

export default {
  ...withPayloadConfig,
  headers: async () => [...(payloadHeaders ? adminOnlyClientHints(await payloadHeaders()) : []), ...securityHeaders],
} satisfies NextConfig
