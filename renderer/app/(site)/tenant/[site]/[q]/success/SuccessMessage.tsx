'use client'

import { SUCCESS_CATEGORY_KEY } from '@forecourt/domain/enquiry'
import { useEffect, useState } from 'react'

/** Names what was sent, from the category the form saved in this browser before coming here. */
export function SuccessMessage({ dealer }: { dealer: string }) {
  const [category, setCategory] = useState<string | null>(null)
  useEffect(() => {
    try {
      setCategory(window.localStorage.getItem(SUCCESS_CATEGORY_KEY))
    } catch {
      // Storage blocked: the generic thanks still reads correctly.
    }
  }, [])
  return (
    <p className="fc-success__message" data-category={category ?? undefined}>
      {category ? `Your ${category} has been sent to ${dealer}.` : `Your enquiry has been sent to ${dealer}.`} We will be in touch soon.
    </p>
  )
}
