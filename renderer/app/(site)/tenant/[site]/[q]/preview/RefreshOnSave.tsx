'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * In the admin's Live Preview pane, shows each saved draft: Payload posts 'payload-document-event'
 * to the pane after a save, and the server renders the page again. Only the embedding admin window
 * is listened to, and all it can cause is a re-render.
 */
export function RefreshOnSave() {
  const router = useRouter()
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || window.parent === window) return
      const data: unknown = event.data
      if (data && typeof data === 'object' && (data as { type?: unknown }).type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
