import Link from 'next/link'

import { type ButtonInput, buttonView, isExternalHref } from '@forecourt/domain/urls'

export function ButtonLink({ button, variant = 'primary' }: { button: ButtonInput; variant?: 'primary' | 'secondary' }) {
  const view = buttonView(button)
  if (!view) return null
  const className = `fc-button fc-button--${variant}`
  return isExternalHref(view.href) ? (
    <a className={className} href={view.href} rel="noopener">
      {view.label}
    </a>
  ) : (
    <Link className={className} href={view.href}>
      {view.label}
    </Link>
  )
}
