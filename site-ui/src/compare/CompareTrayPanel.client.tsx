'use client'

import { useEffect } from 'react'

import { COMPARE_LIMIT, compareHref, type CompareEntry } from '@forecourt/domain/compare'
import { OptimisedImage } from '../media/OptimisedImage'
import { clearComparedCars, removeComparedCar } from './compareStore.client'

/** The bar along the bottom of the window: the cars on the list, each removable, and the way to the comparison. */
export default function CompareTrayPanel({ list }: { list: readonly CompareEntry[] }) {
  // The page keeps room below its footer for the bar, so it never covers the last links.
  useEffect(() => {
    document.body.classList.add('fc-has-compare-tray')
    return () => document.body.classList.remove('fc-has-compare-tray')
  }, [])

  return (
    <aside className="fc-compare-tray" aria-label="Cars to compare">
      <h2 className="fc-compare-tray__heading">
        Compare <span className="fc-compare-tray__count">{`${list.length} of ${COMPARE_LIMIT}`}</span>
      </h2>
      <ul className="fc-compare-tray__cars">
        {list.map((entry) => (
          <li key={String(entry.id)} className="fc-compare-tray__car">
            {entry.image ? (
              <OptimisedImage
                className="fc-compare-tray__thumb"
                src={entry.image}
                alt=""
                width={48}
                height={32}
                sizes="48px"
                unoptimized={!entry.image.startsWith('/')}
              />
            ) : null}
            <span className="fc-compare-tray__title">{entry.title}</span>
            <button type="button" className="fc-compare-tray__remove" onClick={() => removeComparedCar(entry)}>
              Remove<span className="fc-visually-hidden"> {entry.title} from compare</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="fc-compare-tray__actions">
        <a className="fc-button fc-button--primary" href={compareHref(list.map((entry) => entry.slug))}>
          {list.length > 1 ? `Compare ${list.length} cars` : 'Compare'}
        </a>
        <button type="button" className="fc-compare-tray__clear" onClick={clearComparedCars}>
          Clear all
        </button>
      </div>
    </aside>
  )
}
