'use client'

import { MyGarage } from './panels/MyGarage.client'
import { SignedInPage } from './panels/SignedInPage.client'
import { SignIn } from './panels/SignIn.client'
import { WatchlistPage } from './panels/WatchlistPage.client'

type Kind = 'sign-in' | 'my-garage' | 'watchlist' | 'spin-to-win' | 'online-payment'

/** The shopper's own part of the block, one panel per kind of page; each reads the shopper's session in the browser. */
export function ShopperAccountClient({ kind, path }: { kind: Kind; path: string }) {
  if (kind === 'sign-in') return <SignIn />
  if (kind === 'my-garage') return <MyGarage path={path} />
  if (kind === 'watchlist') return <WatchlistPage path={path} />
  return <SignedInPage type={kind} path={path} />
}
