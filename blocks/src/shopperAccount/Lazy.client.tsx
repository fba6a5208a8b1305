'use client'

import dynamic from 'next/dynamic'

/** The account code in a chunk of its own, fetched only by the pages that have the block. */
export const ShopperAccountClient = dynamic(() => import('./Component.client').then((module) => module.ShopperAccountClient))
