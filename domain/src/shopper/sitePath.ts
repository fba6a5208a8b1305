/**
 * Where a `redirect`, `back` or similar parameter may send a visitor: a path of this same site, and
 * nothing a browser could turn into another host. Browsers drop tabs and newlines from an address,
 * read `\` as `/`, and resolve `..` and `%2e%2e`, so `/\t/evil`, `/\evil` or `/..//evil` would all
 * become `//evil` (another host); a check of the raw text alone misses them. So the value is refused
 * outright when it holds anything a browser rewrites (control characters, backslashes, non-ASCII
 * lookalikes, encoded slashes, backslashes or control characters), then resolved as a browser would
 * against a placeholder origin; it passes only when it stays on that origin and its resolved path
 * does not begin with `//`. The resolved form is what is returned, so what is checked is what is followed.
 */

const PLACEHOLDER_ORIGIN = 'https://site.invalid'
const MAX_SITE_PATH_LENGTH = 2000

// Anything but printable ASCII and the space (every C0 and C1 control, DEL, lookalikes such as ／ or ∕), and `\`.
const REWRITTEN_BY_BROWSERS = /[^\x21-\x7e ]|\\/
// Percent-encoded slash, backslash, and control characters (%00–%1F, %7F).
const ENCODED_SEPARATORS_OR_CONTROLS = /%(?:2f|5c|[01][0-9a-f]|7f)/i

/** The same-site path `value` names, or `fallback` for anything else. */
export function safeSitePath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_SITE_PATH_LENGTH) return fallback
  if (!value.startsWith('/') || value.startsWith('//')) return fallback
  if (REWRITTEN_BY_BROWSERS.test(value) || ENCODED_SEPARATORS_OR_CONTROLS.test(value)) return fallback
  let resolved: URL
  try {
    resolved = new URL(value, PLACEHOLDER_ORIGIN)
  } catch {
    return fallback
  }
  if (resolved.origin !== PLACEHOLDER_ORIGIN) return fallback
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`
  if (!path.startsWith('/') || path.startsWith('//')) return fallback
  return path
}
