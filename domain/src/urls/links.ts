/**
 * Marketers type links by hand; only site paths and web, mail and phone links are rendered, so a
 * pasted `javascript:` URL can never reach a shopper.
 */
export function safeHref(raw: string | null | undefined): string | null {
  const value = raw?.trim()
  if (!value) return null
  if (value.startsWith('/') && !value.startsWith('//')) return value
  if (value.startsWith('#')) return value
  try {
    const url = new URL(value)
    return ['http:', 'https:', 'mailto:', 'tel:', 'sms:'].includes(url.protocol) ? value : null
  } catch {
    return null
  }
}

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href)
}
