/** The print page's and the PDF's addresses and file name: no other imports, so the client bundle carries only these. */
export function printPagePath(slug: string): string {
  return `/print?car_id=${encodeURIComponent(slug)}`
}

export function pdfPath(slug: string): string {
  return `/cars/${encodeURIComponent(slug)}/pdf`
}

/**
 * Spec §7: the download is named {slug}.pdf. A slug is normally already safe; anything that could
 * break out of the header's quotes or name a path is replaced, so the name is always a plain file name.
 */
export function pdfFileName(slug: string): string {
  const safe = slug
    .trim()
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '')
  return `${safe || 'car'}.pdf`
}

export function pdfContentDisposition(slug: string): string {
  return `attachment; filename="${pdfFileName(slug)}"`
}
