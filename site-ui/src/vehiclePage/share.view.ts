/** Share targets of the vehicle page: social networks open in a 550×400 popup, the rest as links. */
export const SHARE_POPUP_SIZE = { width: 550, height: 400 } as const
/** How long 'Copied' shows after the link is copied. */
export const COPY_NOTICE_MS = 1500
export const COPIED_TEXT = 'Copied'

export type ShareTarget = 'facebook' | 'x' | 'linkedin' | 'whatsapp' | 'email' | 'sms'

export type ShareLink = {
  id: ShareTarget
  /** Accessible name; it contains the visible name, so speech users can say what they see. */
  label: string
  name: string
  href: string
  /** Opened in a small window rather than replacing the page. */
  popup: boolean
}

export function shareLinks(pageUrl: string, title: string): ShareLink[] {
  const url = encodeURIComponent(pageUrl)
  const text = encodeURIComponent(title)
  const message = encodeURIComponent(`${title} ${pageUrl}`)
  return [
    {
      id: 'facebook',
      name: 'Facebook',
      label: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      popup: true,
    },
    { id: 'x', name: 'X', label: 'Share on X', href: `https://twitter.com/intent/tweet?url=${url}&text=${text}`, popup: true },
    {
      id: 'linkedin',
      name: 'LinkedIn',
      label: 'Share on LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
      popup: true,
    },
    { id: 'whatsapp', name: 'WhatsApp', label: 'Share on WhatsApp', href: `https://wa.me/?text=${message}`, popup: true },
    { id: 'email', name: 'Email', label: 'Share by email', href: `mailto:?subject=${text}&body=${message}`, popup: false },
    // `sms:?&body=` is the form both iOS and Android messaging apps read.
    { id: 'sms', name: 'SMS', label: 'Share by SMS', href: `sms:?&body=${message}`, popup: false },
  ]
}

/**
 * window.open features for a popup centred on the current window. Not 'noopener': that makes
 * window.open answer null, and a blocked popup could not be told apart; the caller clears opener.
 */
export function sharePopupFeatures(screen: { left: number; top: number; width: number; height: number }): string {
  const { width, height } = SHARE_POPUP_SIZE
  const left = Math.max(0, Math.round(screen.left + (screen.width - width) / 2))
  const top = Math.max(0, Math.round(screen.top + (screen.height - height) / 2))
  return `width=${width},height=${height},left=${left},top=${top}`
}
