'use client'

import type React from 'react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useCurrentRefinements } from 'react-instantsearch'

import { formatThousands } from '@forecourt/domain/vehicle'
import type { HitCountSettings } from '../resultsDisplay'
import { useDisplayedHitCount } from './hooks'

/** The layout's one-column width (site.css): below it the filters live in a sheet behind a button. */
const NARROW_QUERY = '(max-width: 899.98px)'
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])'

/** The refinements the shopper can see and undo in the filters: a range counts once, a preset from the path counts too. */
function useActiveFilterCount(hiddenAttributes: readonly string[]): number {
  const { items } = useCurrentRefinements({ excludedAttributes: ['query', ...hiddenAttributes] })
  return items.reduce(
    (sum, item) => sum + (item.refinements.some((refinement) => refinement.type === 'numeric') ? 1 : item.refinements.length),
    0,
  )
}

function FiltersButtonLabel({ hiddenAttributes }: { hiddenAttributes: readonly string[] }) {
  return <>{`Filters (${useActiveFilterCount(hiddenAttributes)})`}</>
}

/**
 * The filters: a side column on wide screens; on phones a "Filters (n)" button above the results opens
 * them as a modal sheet (focus moves in and stays in, Escape or Close returns it to the button), so the
 * first thing a phone shows is cars, not a hundred facet rows.
 */
export function FilterSheet({
  hiddenAttributes,
  hitCount,
  children,
}: {
  hiddenAttributes: readonly string[]
  hitCount: HitCountSettings
  children: React.ReactNode
}) {
  const [open, setOpen] = useState(false)
  // Fixed ids (one search per page): the search hydrates in a root of its own, whose useId values are
  // not the page's, and attributes added after hydration must name what the server's HTML holds.
  const sheetId = 'fc-search-filters'
  const titleId = 'fc-search-filters-title'
  const toggle = useRef<HTMLButtonElement>(null)
  const sheet = useRef<HTMLDivElement>(null)
  const count = useDisplayedHitCount(hitCount)

  const close = useCallback(() => {
    setOpen(false)
    toggle.current?.focus()
  }, [])

  useEffect(() => {
    if (!open) return
    sheet.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    // The sheet covers the page: the page stays still behind it, and a window that widens gets the side column back.
    const previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    const narrow = window.matchMedia(NARROW_QUERY)
    const onWiden = () => !narrow.matches && setOpen(false)
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    narrow.addEventListener('change', onWiden)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.body.style.overflow = previous
      narrow.removeEventListener('change', onWiden)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open, close])

  // Tab and Shift+Tab go round the sheet while it is open.
  const keepFocusInside = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (!open || event.key !== 'Tab') return
    const items = [...(sheet.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter((element) => element.offsetParent !== null)
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <>
      <div
        ref={sheet}
        id={sheetId}
        className={open ? 'fc-search__sheet fc-search__sheet--open' : 'fc-search__sheet'}
        {...(open ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId } : {})}
        onKeyDown={keepFocusInside}
      >
        <div className="fc-search__sheet-bar">
          <h2 id={titleId} className="fc-search__sheet-title">
            Filters
          </h2>
          <button type="button" className="fc-search__sheet-close" onClick={close}>
            Close
          </button>
        </div>
        <aside className="fc-search__filters" aria-labelledby={titleId}>
          {children}
        </aside>
        <div className="fc-search__sheet-done">
          <button type="button" className="fc-button fc-button--primary" onClick={close}>
            {`Show ${formatThousands(count)} ${count === 1 ? 'car' : 'cars'}`}
          </button>
        </div>
      </div>
      {/* After the facets, which register their refinements as they render: the count is right in the server's HTML. */}
      <button
        ref={toggle}
        type="button"
        className="fc-search__filters-toggle"
        aria-expanded={open}
        aria-controls={sheetId}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <FiltersButtonLabel hiddenAttributes={hiddenAttributes} />
      </button>
    </>
  )
}
