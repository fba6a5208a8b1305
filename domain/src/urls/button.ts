import { safeHref } from './links'

export type ButtonInput = { label?: string | null; url?: string | null } | null | undefined

/** A button renders only with both a label and a safe link. */
export function buttonView(button: ButtonInput): { label: string; href: string } | null {
  const label = button?.label?.trim()
  const href = safeHref(button?.url)
  return label && href ? { label, href } : null
}
