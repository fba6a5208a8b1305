'use client'

import { useEffect, useState } from 'react'

import { signInHref, WATCHLIST_TOAST_VIEW_LIST, watchlistToast } from '@forecourt/domain/shopper'
import { callWatchlist, loadWatchlist, showToast, type WatchlistCarSummary } from '@forecourt/site-ui/shopper'
import { CarList } from './CarList.client'

/** The watchlist page: the saved cars, each removable, with its toast. */
export function WatchlistPage({ path }: { path: string }) {
  const [state, setState] = useState<Awaited<ReturnType<typeof loadWatchlist>> | null>(null)
  useEffect(() => {
    void loadWatchlist().then(setState)
  }, [])
  if (!state) return <p className="fc-shopper__loading">Loading your watchlist…</p>
  if (!state.signedIn) {
    return (
      <p>
        <a className="fc-button fc-button--primary" href={signInHref('watchlist', path, path)}>
          Sign in to see your watchlist
        </a>
      </p>
    )
  }
  const remove = async (car: WatchlistCarSummary) => {
    setState({ ...state, cars: state.cars.filter((each) => each.id !== car.id) })
    const answer = await callWatchlist('remove-car', state.phone, car.id)
    if (!answer.success) {
      setState(state)
      window.alert(answer.message)
      return
    }
    showToast({ ...watchlistToast('removed', car.name ?? 'The car'), action: { label: WATCHLIST_TOAST_VIEW_LIST } })
  }
  return <CarList cars={state.cars} onRemove={(car) => void remove(car)} />
}
