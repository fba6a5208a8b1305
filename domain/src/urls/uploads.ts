/** Where the public site serves uploaded files (renderer/app/uploads). */
export const publicUploadsPath = '/uploads'

const payloadFilePrefix = '/api/media/file/'

const contentTypes: Record<string, string> = {
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
}

/** The one file name a request for /uploads/... may name: a single safe segment, never a path. */
export function uploadFileName(segments: readonly string[]): string | null {
  if (segments.length !== 1) return null
  let name: string
  try {
    name = decodeURIComponent(segments[0] ?? '')
  } catch {
    return null
  }
  return /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name) && !name.includes('..') ? name : null
}

export function contentTypeForUpload(name: string): string | null {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? null : (contentTypes[name.slice(dot).toLowerCase()] ?? null)
}

/** Maps the URL Payload gives an upload to the public one; other URLs (a CDN's) pass through. */
export function publicUploadUrl(url: string | null | undefined): string | null {
  if (!url) return null
  const local = url.startsWith(payloadFilePrefix) ? url : url.replace(/^https?:\/\/[^/]+(?=\/api\/media\/file\/)/, '')
  return local.startsWith(payloadFilePrefix) ? `${publicUploadsPath}/${local.slice(payloadFilePrefix.length)}` : url
}
