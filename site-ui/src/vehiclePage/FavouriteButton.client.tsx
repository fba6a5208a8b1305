'use client'

import { useEffect, useState } from 'react'

import { showWatchlistSaveButton } from '@forecourt/domain/carCard'
import { pushToDataLayer } from '@forecourt/domain/enquiry'
import {
  favouriteAddedEvent,
  type FavouriteEntry,
  FAVOURITES_STORAGE_KEY,
  isFavourite,
  parseFavourites,
  toggleFavourite,
  type VehiclePageCar,
} from '@forecourt/domain/vehiclePage'
import { readStored, writeStored } from './localHistory.client'

export const FAVOURITE_BUTTON_LABEL = 'Save to favourites'

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
 * A toggle button: its name stays 'Save to favourites' and aria-pressed says whether the car is
 * saved, so assistive technology announces the state without the label changing under the user.
 */
export function FavouriteButton({ entry, car }: { entry: FavouriteEntry; car: EventCar }) {
  const [saved, setSaved] = useState(false)
  const [notice, setNotice] = useState('')

  useEffect(() => {
    const sync = () => setSaved(isFavourite(parseFavourites(readStored(FAVOURITES_STORAGE_KEY)), entry.id))
    sync()
    // Another tab of the same site may save or remove this car meanwhile.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === FAVOURITES_STORAGE_KEY) sync()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [entry.id])

  const onToggle = () => {
    const { list, added } = toggleFavourite(parseFavourites(readStored(FAVOURITES_STORAGE_KEY)), entry)
    if (!writeStored(FAVOURITES_STORAGE_KEY, JSON.stringify(list))) {
      setNotice('Favourites cannot be saved in this browser.')
      return
    }
    setSaved(added)
    setNotice(added ? 'Saved to your favourites.' : 'Removed from your favourites.')
    if (added) pushToDataLayer(window as unknown as { dataLayer?: unknown }, favouriteAddedEvent(car))
  }

  return (
    <>
      {/* A sold car can still be taken off the list, but not newly saved. */}
      {showWatchlistSaveButton(car, saved) ? (
        <button
          type="button"
          className={`fc-vehicle-tools__button fc-favourite${saved ? ' fc-favourite--saved' : ''}`}
          aria-pressed={saved}
          onClick={onToggle}
        >
          <HeartIcon filled={saved} />
          {FAVOURITE_BUTTON_LABEL}
        </button>
      ) : null}
      <span className="fc-visually-hidden" role="status">
        {notice}
      </span>
    </>
  )
}
