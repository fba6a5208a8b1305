'use client'

import dynamic from 'next/dynamic'

/**
 * The form's code in a chunk of its own, fetched by the pages that show a form. Imported statically, it joined the chunk every page of the block route loads,
 * home pages included. Still rendered on the server: the form is in the HTML either way.
 */
export const EnquiryFormClient = dynamic(() => import('./Component.client').then((module) => module.EnquiryFormClient))
