/** The slug of the page served at a tenant's root. */
export const homeSlug = 'home'

export const pageSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/

/** Maps the path segments of a request to the page slug it asks for; null when no page could have it. */
export function pageSlugForSegments(segments: readonly string[] | undefined): string | null {
  if (!segments || segments.length === 0) return homeSlug
  const slug = segments.map((segment) => safeDecode(segment).toLowerCase()).join('/')
  return pageSlugPattern.test(slug) ? slug : null
}

/** The public path of a page with the given slug. */
export function pathForPageSlug(slug: string): string {
  return slug === homeSlug ? '/' : `/${slug}`
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
