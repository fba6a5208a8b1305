import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  transpilePackages: ['@forecourt/cms', '@forecourt/blocks', '@forecourt/tenant-seeds', '@forecourt/migrations'],
  // pdfkit loads its font metrics with createRequire and package subpath imports at run time, which a bundle cannot follow.
  serverExternalPackages: ['pdfkit'],
  outputFileTracingRoot: repoRoot,
  turbopack: { root: repoRoot },
  // The test command type-checks the whole workspace (tsc) before it builds; doing it again here
  // only costs build time and memory.
  typescript: { ignoreBuildErrors: true },
  images: {
    localPatterns: [{ pathname: '/uploads/**' }],
    formats: ['image/avif', 'image/webp'],
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
