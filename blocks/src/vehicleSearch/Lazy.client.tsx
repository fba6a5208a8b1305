'use client'

import { lazy, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'

import type { SearchPageView } from './view'

/**
 * The search UI's code (InstantSearch, the Algolia client, every facet) is ~70 KB gzip and its hydration
 * renders a hundred facet rows and a page of cards: on a phone's CPU that is over a second of blocked
 * main thread, spent before the shopper has done anything. The server HTML already shows the results, the
 * filters and working page links, so the code is fetched and hydrated once the shopper shows intent
 * (a pointer over the search, a touch, a scroll, focus or a key), and a click that comes before it is
 * held and replayed once the search has hydrated.
 */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'wheel', 'scroll'] as const
/** What a click can act on before hydration; links are left alone, their server-rendered addresses work. */
const REPLAYED = 'button, input, label, select, summary'

type SearchUi = Awaited<typeof import('./Component.client')>['VehicleSearchClient']
let loadedSearchUi: SearchUi | undefined
const loadSearchUi = () =>
  import('./Component.client').then((module) => {
    loadedSearchUi = module.VehicleSearchClient
    return module.VehicleSearchClient
  })

// The server renders the search in place (part of the page's HTML, so its first car is painted with the
// page). A lazy component, so the browser's bundle of the page does not carry the search code.
const ServerSearchUi = lazy(() => loadSearchUi().then((component) => ({ default: component })))

function resetToServerValue(field: HTMLInputElement | HTMLSelectElement) {
  if (field instanceof HTMLSelectElement) {
    const rendered = [...field.options].find((option) => option.defaultSelected) ?? field.options[0]
    if (rendered) field.value = rendered.value
  } else {
    field.value = field.defaultValue
  }
}

/** Sets a field's value the way typing does (past React's record of the last value), then tells React. */
function replayValue(field: HTMLInputElement | HTMLSelectElement, value: string) {
  if (!field.isConnected || value === field.value) return
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set
  setter?.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
  field.dispatchEvent(new Event('change', { bubbles: true }))
}

const noSubscription = () => () => {}
const EMPTY_HTML = { __html: '' }

export function VehicleSearchClient({ view }: { view: SearchPageView }) {
  // The server snapshot is read only while React hydrates the server's HTML; a first render that is not
  // a hydration (a client-side navigation) has no HTML to bring to life and draws the search at once.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )
  const [mountedByHydration] = useState(hydrating)
  const container = useRef<HTMLDivElement>(null)
  const root = useRef<Root | null>(null)
  // The server's HTML is what the first view drew; a later view (new data for this route) is drawn anew.
  const firstView = useRef(view)

  useEffect(
    () => () => {
      const mounted = root.current
      root.current = null
      // Not during the page root's own commit: React unmounts a root only outside a render.
      if (mounted) setTimeout(() => mounted.unmount())
    },
    [],
  )

  useEffect(() => {
    const element = container.current
    if (!element) return
    if (root.current && loadedSearchUi) {
      // New data from the server for a search already running (a navigation within the route).
      const Ui = loadedSearchUi
      root.current.render(<Ui view={view} />)
      return
    }
    const hydrate = mountedByHydration && view === firstView.current
    let cancelled = false
    let hydrated = false
    let heldClick: HTMLElement | null = null
    // Fields changed before hydration (the sort chosen, a word typed) and what the shopper left in them.
    const heldFields = new Map<HTMLInputElement | HTMLSelectElement, string>()
    const inside = (target: EventTarget | null) => target instanceof Node && element.contains(target)

    const start = () => {
      removeIntentListeners()
      void loadSearchUi().then((Ui) => {
        if (cancelled || root.current) return
        const onHydrated = () => {
          hydrated = true
          window.removeEventListener('click', onClick, { capture: true })
          window.removeEventListener('change', onField, { capture: true })
          window.removeEventListener('input', onField, { capture: true })
          for (const [field, value] of heldFields) replayValue(field, value)
          heldFields.clear()
          const held = heldClick
          heldClick = null
          if (held?.isConnected) held.click()
        }
        // React hydrates a field with what the server rendered in it: put that back, and type the
        // shopper's value again once the search listens.
        for (const field of heldFields.keys()) {
          heldFields.set(field, field.value)
          resetToServerValue(field)
        }
        const ui = <Ui view={view} onHydrated={onHydrated} />
        // A root of its own over the server's HTML: the page's root leaves this element's content alone.
        if (hydrate) {
          root.current = hydrateRoot(element, ui)
        } else {
          root.current = createRoot(element)
          root.current.render(ui)
        }
      })
    }
    const onIntent = (event: Event) => {
      if (event.type === 'scroll' || event.type === 'wheel' || inside(event.target)) start()
    }
    // A click before hydration would reach no handler while the browser still toggled the checkbox
    // under it: held here (window capture runs before React's listeners) and replayed once hydrated.
    const onClick = (event: MouseEvent) => {
      if (hydrated || !inside(event.target)) return
      const target = (event.target as Element).closest<HTMLElement>(REPLAYED)
      if (!target) return
      event.preventDefault()
      event.stopPropagation()
      heldClick = target
      start()
    }
    const onField = (event: Event) => {
      const field = event.target
      if (hydrated || !inside(field)) return
      if (
        field instanceof HTMLSelectElement ||
        (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio')
      ) {
        heldFields.set(field, field.value)
        start()
      }
    }
    const options = { capture: true, passive: true }
    function removeIntentListeners() {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, options)
    }
    window.addEventListener('click', onClick, { capture: true })
    window.addEventListener('change', onField, { capture: true })
    window.addEventListener('input', onField, { capture: true })
    if (hydrate) {
      for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, options)
    } else {
      start()
    }
    return () => {
      cancelled = true
      removeIntentListeners()
      window.removeEventListener('click', onClick, { capture: true })
      window.removeEventListener('change', onField, { capture: true })
      window.removeEventListener('input', onField, { capture: true })
    }
  }, [view, mountedByHydration])

  if (typeof window === 'undefined') {
    return (
      <div className="fc-search-root">
        <ServerSearchUi view={view} />
      </div>
    )
  }
  // In the browser the page's root keeps this element's content as the server sent it (an inner HTML it
  // never changes), and the search's own root takes it over.
  return <div ref={container} className="fc-search-root" dangerouslySetInnerHTML={EMPTY_HTML} suppressHydrationWarning />
}
