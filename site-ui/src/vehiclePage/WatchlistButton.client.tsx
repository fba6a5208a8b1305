'use client'

import { useEffect, useRef, useState } from 'react'

import { showWatchlistSaveButton } from '@forecourt/domain/carCard'
import { pushToDataLayer } from '@forecourt/domain/enquiry'
import { WATCHLIST_TOAST_VIEW_LIST, watchlistSignInHref, watchlistToast } from '@forecourt/domain/shopper'
import { favouriteAddedEvent, type FavouriteEntry, type VehiclePageCar } from '@forecourt/domain/vehiclePage'
import { showToast } from '../shopper/toast.client'
import { callWatchlist, loadWatchlist, rememberPendingSave, takePendingSave } from '../shopper/watchlist.client'

const WATCHLIST_BUTTON_LABEL = 'Save to favourites'

type EventCar = Pick<VehiclePageCar, 'id' | 'car_type' | 'make' | 'model' | 'year' | 'km' | 'badge' | 'status' | 'sold'>

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      className="fc-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M12 20s-7-4.4-9.2-9A5 5 0 0 1 12 6a5 5 0 0 1 9.2 5C19 15.6 12 20 12 20z" />
    </svg>
  )
}

/**
 * The watchlist's save control (car pages and cards): a toggle whose name stays 'Save to favourites'
 * while aria-pressed says whether the car is saved. A signed-in shopper's click updates the button at
 * once and then calls the watchlist; a failure puts it back and shows the answer's message in an alert
 * (§8). A visitor who is not signed in is sent to sign in (type=watchlist) and, back on the page, finds
 * the car saved. Saving logs analytics event 39 and each change shows its toast.
 */
export function WatchlistButton({ entry, car }: { entry: FavouriteEntry; car: EventCar }) {
  const [saved, setSaved] = useState(false)
  const [phone, setPhone] = useState<string | null>(null)
  const busy = useRef(false)
  const carName = entry.name?.trim() || [entry.make, entry.model].filter(Boolean).join(' ') || 'This car'

  const change = async (shopperPhone: string, save: boolean) => {
    if (busy.current) return
    busy.current = true
    setSaved(save)
    const answer = await callWatchlist(save ? 'save-car' : 'remove-car', shopperPhone, entry.id)
    busy.current = false
    if (!answer.success) {
      setSaved(!save)
      window.alert(answer.message)
      return
    }
    showToast({ ...watchlistToast(save ? 'saved' : 'removed', carName), action: { label: WATCHLIST_TOAST_VIEW_LIST } })
    if (save) pushToDataLayer(window as unknown as { dataLayer?: unknown }, favouriteAddedEvent(car))
  }

  useEffect(() => {
    let live = true
    void loadWatchlist().then((state) => {
      if (!live || !state.signedIn) return
      setPhone(state.phone)
      const isSaved = state.cars.some((each) => String(each.id) === String(entry.id))
      setSaved(isSaved)
      // Back from signing in to save this car: it is saved now, as the visitor asked.
      if (takePendingSave(entry.id) && !isSaved) void change(state.phone, true)
    })
    return () => {
      live = false
    }
    // Loaded once per car; `change` reads only refs, props and setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entry.id])

  const onToggle = () => {
    if (!phone) {
      const here = `${window.location.pathname}${window.location.search}`
      rememberPendingSave(entry.id)
      window.location.assign(watchlistSignInHref(here, here))
      return
    }
    void change(phone, !saved)
  }

  // A sold car can still be taken off the list, but not newly saved.
  if (!showWatchlistSaveButton(car, saved)) return null
  return (
    <button
      type="button"
      className={`fc-vehicle-tools__button fc-favourite${saved ? ' fc-favourite--saved' : ''}`}
      aria-pressed={saved}
      onClick={onToggle}
    >
      <HeartIcon filled={saved} />
      {WATCHLIST_BUTTON_LABEL}
    </button>
  )
}
