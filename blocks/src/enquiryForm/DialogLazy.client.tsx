'use client'

import { lazy, Suspense } from 'react'

import type { EnquiryFormClientProps } from './Component.client'

const Form = lazy(() => import('./Component.client').then((module) => ({ default: module.EnquiryFormClient })))

/**
 * The form inside a dialog (the car page's enquiry and offer buttons). It is drawn only once the dialog
 * opens, never on the server, so React's own lazy loading is enough: the page carries no loader code
 * (next/dynamic's added about 3.6 KB gzip to the car page's first load) and fetches the form's chunk on opening.
 */
export function EnquiryDialogFormClient(props: EnquiryFormClientProps) {
  return (
    <Suspense fallback={<p className="fc-enquiry__loading">Loading the form…</p>}>
      <Form {...props} />
    </Suspense>
  )
}
