'use client'

import dynamic from 'next/dynamic'

/** The valuation tool's code in a chunk of its own, fetched only by the pages that place it; still rendered on the server. */
export const TradeInValuationClient = dynamic(() => import('./Component.client').then((module) => module.TradeInValuationClient))
