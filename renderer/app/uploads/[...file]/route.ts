import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { mediaDir } from '@forecourt/cms'
import { contentTypeForUpload, uploadFileName } from '@forecourt/domain/urls'

/**
 * Public image files. Pictures on a dealer's site are public, so they are served here without the
 * per-request tenant lookup that guards Payload's /api/media (whose listing stays tenant-scoped),
 * and next/image can optimise them from inside the server.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string[] }> }) {
  const name = uploadFileName((await params).file)
  const type = name ? contentTypeForUpload(name) : null
  if (!name || !type) return new Response('Not found', { status: 404 })
  const file = path.join(mediaDir, name)
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return new Response('Not found', { status: 404 })
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
    headers: {
      'content-type': type,
      'content-length': String(info.size),
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
      'last-modified': info.mtime.toUTCString(),
      'x-content-type-options': 'nosniff',
    },
  })
}
