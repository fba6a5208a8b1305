'use client'

import { liteClient } from 'algoliasearch/lite'
import { history } from 'instantsearch.js/es/lib/routers'
import type React from 'react'
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import {
  Configure,
  InstantSearch,
  InstantSearchSSRProvider,
  useCurrentRefinements,
  useHits,
  useInstantSearch,
  usePagination,
  useRange,
  useRefinementList,
  useSearchBox,
  useSortBy,
  useToggleRefinement,
} from 'react-instantsearch'

import { CarCard, type CarCardRecord } from '@forecourt/site-ui/carCard'
import { type CardTenantSettings, displayLabel } from '@forecourt/domain/carCard'
import { insertPromoCards } from '@forecourt/domain/promoCards'
import { OptimisedImage } from '@forecourt/site-ui/media'
import { formatDollars, formatThousands } from '@forecourt/domain/vehicle'
import {
  filtersForIndex,
  indexForSortBy,
  LIST_FACETS,
  MAX_VALUES_PER_FACET,
  RANGE_FACETS,
  hiddenRangeAttributes,
  hiddenRefinementAttributes,
  uiStateFromUrlState,
  urlStateFromUiState,
  type ListFacet,
  type RangeFacet,
} from './instantSearchState'
import { moveRangeThumb, parseTypedNumber, SEARCH_TEXT_DEBOUNCE_MS, SLIDER_DEBOUNCE_MS, type NumericRange } from './rangeSlider'
import {
  addToSearchHistory,
  carTypeCookie,
  displayedHitCount,
  type HitCountSettings,
  MAKE_LIST_COLLAPSED_COUNT,
  MODEL_LIST_LIMIT,
  POPULAR_MAKES_TITLE,
  popularMakes,
  SHOW_ALL_MAKES_TEXT,
  sortCarTypes,
  visibleMakes,
} from './resultsDisplay'
import { searchByGetRequester } from './searchByGet'
import { sortOptions } from './sortOptions'
import { parseSearchUrl, serialiseSearchUrl, type SearchUrlState } from './urlState'
import type { MakeLogo, PromoCardContent, SearchPageView } from './view'

const SEARCH_PATH = '/search'
const HISTORY_STORAGE_KEY = 'fc-search-history'

const facetTitles: Record<ListFacet, string> = {
  car_type: 'Condition',
  make: 'Make',
  model: 'Model',
  body: 'Body type',
  fuel: 'Fuel',
  transmission: 'Transmission',
  drive: 'Drive',
  colour: 'Colour',
  location_name: 'Location',
}

const rangeTitles: Record<RangeFacet, string> = { price: 'Price', km: 'Kilometres', year: 'Year' }

function formatRangeValue(attribute: RangeFacet, value: number): string {
  if (attribute === 'price') return formatDollars(value)
  if (attribute === 'km') return `${formatThousands(value)} km`
  return String(value)
}

function useDebounced<T extends unknown[]>(callback: (...args: T) => void, delayMs: number): (...args: T) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const latest = useRef(callback)
  // eslint-disable-next-line react-hooks/refs -- the latest callback, read only when the timer fires, never during render
  latest.current = callback
  useEffect(() => () => clearTimeout(timer.current), [])
  return useMemo(
    () =>
      (...args: T) => {
        clearTimeout(timer.current)
        timer.current = setTimeout(() => latest.current(...args), delayMs)
      },
    [delayMs],
  )
}

function readHistory(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(HISTORY_STORAGE_KEY) ?? '[]')
    return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : []
  } catch {
    return []
  }
}

function SearchBox() {
  const { query, refine } = useSearchBox()
  const [value, setValue] = useState(query)
  const [history, setHistory] = useState<string[]>([])
  const listId = useId()
  useEffect(() => setHistory(readHistory()), [])
  const remember = useDebounced((text: string) => {
    if (text.trim().length < 2) return
    const next = addToSearchHistory(readHistory(), text)
    window.localStorage.setItem(HISTORY_STORAGE_KEY, JSON.stringify(next))
    setHistory(next)
  }, 2000)
  // InstantSearch resets the page on a new query, as the spec asks of the directory search box.
  const refineLater = useDebounced((text: string) => {
    refine(text)
    remember(text)
  }, SEARCH_TEXT_DEBOUNCE_MS)
  return (
    <form className="fc-search__box" role="search" onSubmit={(event) => (event.preventDefault(), refine(value), remember(value))}>
      <label htmlFor={`${listId}-input`}>Search stock</label>
      <input
        id={`${listId}-input`}
        type="search"
        value={value}
        list={listId}
        placeholder="Make, model or stock number"
        autoComplete="off"
        onChange={(event) => {
          setValue(event.target.value)
          refineLater(event.target.value)
        }}
      />
      <datalist id={listId}>
        {history.map((entry) => (
          <option key={entry} value={entry} />
        ))}
      </datalist>
    </form>
  )
}

function facetLabel(value: string, card: CardTenantSettings): string {
  return displayLabel(value, card)
}

function CheckboxList({
  items,
  refine,
  card,
  name,
}: {
  items: ReturnType<typeof useRefinementList>['items']
  refine: (value: string) => void
  card: CardTenantSettings
  name: string
}) {
  return (
    <ul className="fc-facet__list">
      {items.map((item) => (
        <li key={item.value}>
          <label className="fc-facet__option">
            <input type="checkbox" name={name} value={item.value} checked={item.isRefined} onChange={() => refine(item.value)} />
            <span>{facetLabel(item.label, card)}</span>
            <span className="fc-facet__count">{formatThousands(item.count)}</span>
          </label>
        </li>
      ))}
    </ul>
  )
}

const MAKE_LOGO_HEIGHT = 24

/** The make's logo beside its name (decorative: the name follows), or its first letters where it has none. */
function MakeLogoMark({ make, logo }: { make: string; logo: MakeLogo | undefined }) {
  if (logo) {
    const width = Math.round((logo.width / logo.height) * MAKE_LOGO_HEIGHT)
    return (
      <OptimisedImage
        className="fc-make-logo fc-make-logo--image"
        src={logo.src}
        alt=""
        width={width}
        height={MAKE_LOGO_HEIGHT}
        sizes={`${width}px`}
      />
    )
  }
  return (
    <span className="fc-make-logo" aria-hidden="true">
      {make.slice(0, 2).toUpperCase()}
    </span>
  )
}

function MakeFacet({ card, logos }: { card: CardTenantSettings; logos: Record<string, MakeLogo> }) {
  const { items, refine } = useRefinementList({ attribute: 'make', limit: 100, sortBy: ['count:desc', 'name:asc'] })
  const [showAll, setShowAll] = useState(false)
  const { shown, showAllButton } = visibleMakes(
    items,
    showAll || items.some((item, position) => item.isRefined && position >= MAKE_LIST_COLLAPSED_COUNT),
  )
  if (items.length === 0) return null
  return (
    <fieldset className="fc-facet">
      <legend>{facetTitles.make}</legend>
      <ul className="fc-facet__list fc-facet__list--makes">
        {shown.map((item) => (
          <li key={item.value}>
            <label className="fc-facet__option">
              <input type="checkbox" name="make" value={item.value} checked={item.isRefined} onChange={() => refine(item.value)} />
              <MakeLogoMark make={item.label} logo={logos[item.label]} />
              <span>{facetLabel(item.label, card)}</span>
              <span className="fc-facet__count">{formatThousands(item.count)}</span>
            </label>
          </li>
        ))}
      </ul>
      {showAllButton ? (
        <button type="button" className="fc-facet__more" onClick={() => setShowAll(true)}>
          {SHOW_ALL_MAKES_TEXT}
        </button>
      ) : null}
    </fieldset>
  )
}

function ListFacetFilter({ attribute, card }: { attribute: Exclude<ListFacet, 'make'>; card: CardTenantSettings }) {
  const { items, refine } = useRefinementList({
    attribute,
    limit: attribute === 'model' ? MODEL_LIST_LIMIT : 20,
    sortBy: ['count:desc', 'name:asc'],
  })
  if (items.length === 0) return null
  const ordered = attribute === 'car_type' ? sortCarTypes(items, (item) => item.value) : items
  return (
    <fieldset className="fc-facet">
      <legend>{facetTitles[attribute]}</legend>
      <CheckboxList items={ordered} refine={refine} card={card} name={attribute} />
    </fieldset>
  )
}

/** A refinement carried by the URL (a location route, say) with no list of its own: applied, not shown. */
function HiddenRefinement({ attribute }: { attribute: string }) {
  useRefinementList({ attribute })
  return null
}

/** A range carried by the URL (`subscription_price=100:300`) with no slider of its own: applied, not shown. */
function HiddenRange({ attribute }: { attribute: string }) {
  useRange({ attribute })
  return null
}

function RangeFacetFilter({ attribute }: { attribute: RangeFacet }) {
  const { range, start, refine, canRefine } = useRange({ attribute })
  const bounds: NumericRange = { min: range.min ?? 0, max: range.max ?? 0 }
  const applied: NumericRange = {
    min: Number.isFinite(start[0]) ? Math.max(start[0] as number, bounds.min) : bounds.min,
    max: Number.isFinite(start[1]) ? Math.min(start[1] as number, bounds.max) : bounds.max,
  }
  const [draft, setDraft] = useState<NumericRange>(applied)
  const [typed, setTyped] = useState<{ min: string; max: string }>({ min: String(applied.min), max: String(applied.max) })
  const appliedKey = `${applied.min}:${applied.max}`
  useEffect(() => {
    setDraft(applied)
    setTyped({ min: String(applied.min), max: String(applied.max) })
    // Only a new refinement from outside (URL, clear) resets what the shopper is editing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [appliedKey])
  const refineLater = useDebounced((next: NumericRange) => {
    refine([next.min === bounds.min ? undefined : next.min, next.max === bounds.max ? undefined : next.max])
  }, SLIDER_DEBOUNCE_MS)
  const titleId = useId()
  if (!canRefine || bounds.max <= bounds.min) return null

  const move = (thumb: 'min' | 'max', value: number) => {
    const update = moveRangeThumb(attribute, bounds, draft, thumb, value)
    if (update.rejected) {
      // Out-of-range input is ignored, as the spec says, and logged for whoever looks.
      console.info(`Ignored ${attribute} ${thumb} ${update.rejected.value}: ${update.rejected.reason}`)
      setTyped((current) => ({ ...current, [thumb]: String(draft[thumb]) }))
      return
    }
    setDraft(update.range)
    setTyped({ min: String(update.range.min), max: String(update.range.max) })
    refineLater(update.range)
  }
  const step = attribute === 'year' ? 1 : 1000
  // The track runs on whole thousands so each key press is one snap; values are then clamped to the facet bounds.
  const trackMin = attribute === 'year' ? bounds.min : Math.floor(bounds.min / step) * step
  const trackMax = attribute === 'year' ? bounds.max : Math.ceil(bounds.max / step) * step
  const clampToBounds = (value: number) => Math.min(Math.max(value, bounds.min), bounds.max)
  return (
    <fieldset className="fc-facet fc-range" aria-labelledby={titleId}>
      <legend id={titleId}>{rangeTitles[attribute]}</legend>
      <p className="fc-range__summary" aria-live="polite">
        {formatRangeValue(attribute, draft.min)} – {formatRangeValue(attribute, draft.max)}
      </p>
      {(['min', 'max'] as const).map((thumb) => (
        <div className="fc-range__thumb" key={thumb}>
          <label>
            <span>{`${thumb === 'min' ? 'Minimum' : 'Maximum'} ${rangeTitles[attribute].toLowerCase()}`}</span>
            <input
              type="range"
              min={trackMin}
              max={trackMax}
              step={step}
              value={draft[thumb]}
              aria-valuetext={formatRangeValue(attribute, draft[thumb])}
              onChange={(event) => move(thumb, clampToBounds(Number(event.target.value)))}
            />
          </label>
          <label>
            <span className="fc-visually-hidden">{`${thumb === 'min' ? 'Minimum' : 'Maximum'} ${rangeTitles[attribute].toLowerCase()}, typed`}</span>
            <input
              type="text"
              inputMode="numeric"
              className="fc-range__typed"
              value={typed[thumb]}
              onChange={(event) => setTyped((current) => ({ ...current, [thumb]: event.target.value }))}
              onBlur={(event) => {
                const value = parseTypedNumber(event.target.value)
                if (value === null) setTyped((current) => ({ ...current, [thumb]: String(draft[thumb]) }))
                else move(thumb, value)
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return
                event.preventDefault()
                const value = parseTypedNumber(event.currentTarget.value)
                if (value !== null) move(thumb, value)
              }}
            />
          </label>
        </div>
      ))}
    </fieldset>
  )
}

function CertifiedToggle() {
  const { value, refine } = useToggleRefinement({ attribute: 'certified', on: true })
  return (
    <label className="fc-facet fc-toggle">
      <input type="checkbox" checked={value.isRefined} onChange={() => refine({ isRefined: value.isRefined })} />
      <span>Only show Toyota Certified Vehicles</span>
    </label>
  )
}

function SortSelect({ page }: { page: SearchPageView['page'] }) {
  const items = sortOptions(page.sortTenant).map((option) => ({ label: option.label, value: indexForSortBy(option.urlValue, page) }))
  const { currentRefinement, refine } = useSortBy({ items })
  const id = useId()
  return (
    <div className="fc-search__sort">
      <label htmlFor={id}>Sort by</label>
      <select id={id} value={currentRefinement} onChange={(event) => refine(event.target.value)}>
        {items.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </select>
    </div>
  )
}

function PopularMakes() {
  const { items, refine } = useRefinementList({ attribute: 'make', limit: 100 })
  if (items.some((item) => item.isRefined)) return null
  const counts = Object.fromEntries(items.map((item) => [item.value, item.count]))
  const makes = popularMakes(counts)
  if (makes.length === 0) return null
  return (
    <nav className="fc-popular-makes" aria-label={POPULAR_MAKES_TITLE}>
      <h2>{POPULAR_MAKES_TITLE}</h2>
      <ul>
        {makes.map((make) => (
          <li key={make}>
            <button type="button" onClick={() => refine(make)}>
              {make}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function ResultsStatus({ hitCount }: { hitCount: HitCountSettings }) {
  const { status, results, error } = useInstantSearch()
  const statusFacet = results.facets?.find?.((facet) => facet.name === 'status')?.data as Record<string, number> | undefined
  const count = displayedHitCount(results.nbHits, statusFacet, hitCount)
  return (
    <div className="fc-search__status">
      <p className="fc-search__count" aria-live="polite">
        {`${formatThousands(count)} ${count === 1 ? 'car' : 'cars'} found`}
      </p>
      {status === 'stalled' || status === 'loading' ? (
        <p className="fc-search__loading" role="status">
          Updating results…
        </p>
      ) : null}
      {status === 'error' ? (
        <p className="fc-search__error" role="alert">
          {`We couldn't update the results${error?.message ? ` (${error.message})` : ''}. The last results are still shown.`}
        </p>
      ) : null}
    </div>
  )
}

function PromoCardTile({ content }: { content: PromoCardContent }) {
  return (
    <article className="fc-promo-card">
      {content.image ? (
        <OptimisedImage
          className="fc-promo-card__image"
          src={content.image.src}
          alt={content.image.alt}
          width={content.image.width}
          height={content.image.height}
          sizes="(min-width: 1024px) 25vw, 100vw"
        />
      ) : null}
      <div className="fc-promo-card__body">
        <h3 className="fc-promo-card__title">{content.title}</h3>
        {content.text ? <p>{content.text}</p> : null}
        {content.button ? (
          <a className="fc-car-card__action" href={content.button.href}>
            {content.button.label}
          </a>
        ) : null}
      </div>
    </article>
  )
}

function Results({ view }: { view: SearchPageView }) {
  const { items } = useHits<CarCardRecord & { objectID: string }>()
  const { indexUiState } = useInstantSearch()
  if (items.length === 0) {
    return <p className="fc-search__empty">No cars match these filters. Try removing one.</p>
  }
  // The server's clock, so the server-rendered grid and the hydrated one agree.
  const grid = insertPromoCards(items, view.promoCards, {
    nowMs: view.nowMs,
    chosenCarTypes: indexUiState.refinementList?.car_type ?? [],
    slots: view.promoSlots,
  })
  return (
    <ol className="fc-search__results">
      {grid.map((item, position) =>
        item.kind === 'hit' ? (
          <li key={item.hit.objectID}>
            <CarCard car={item.hit} tenant={view.card} nowMs={view.nowMs} priority={position < 2} />
          </li>
        ) : (
          <li key={`promo-${item.card.id ?? position}`}>
            <PromoCardTile content={item.card.node} />
          </li>
        ),
      )}
    </ol>
  )
}

function Pagination() {
  const { pages, currentRefinement, nbPages, refine, createURL, isFirstPage, isLastPage } = usePagination({ padding: 2 })
  if (nbPages <= 1) return null
  const link = (page: number, label: string, text: string, current = false) => (
    <a
      href={createURL(page)}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        event.preventDefault()
        refine(page)
        document.getElementById('search-results')?.scrollIntoView()
      }}
    >
      {text}
    </a>
  )
  return (
    <nav className="fc-pagination" aria-label="Results pages">
      <ul>
        {!isFirstPage ? <li>{link(currentRefinement - 1, 'Previous page', 'Previous')}</li> : null}
        {pages.map((page) => (
          <li key={page}>{link(page, `Page ${page + 1}`, String(page + 1), page === currentRefinement)}</li>
        ))}
        {!isLastPage ? <li>{link(currentRefinement + 1, 'Next page', 'Next')}</li> : null}
      </ul>
    </nav>
  )
}

function ClearFilters({ primaryIndexName }: { primaryIndexName: string }) {
  const { setIndexUiState } = useInstantSearch()
  return (
    <button
      type="button"
      className="fc-search__clear"
      onClick={() => setIndexUiState((state) => ({ query: state.query, sortBy: state.sortBy }))}
      data-index={primaryIndexName}
    >
      Clear filters
    </button>
  )
}

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
function FilterSheet({
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
  const { results } = useInstantSearch()
  const statusFacet = results.facets?.find?.((facet) => facet.name === 'status')?.data as Record<string, number> | undefined
  const count = displayedHitCount(results.nbHits, statusFacet, hitCount)

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

/** Filters follow the sort: on some tenants, lowest price first hides cars without a price. */
function SearchConfiguration({ page }: { page: SearchPageView['page'] }) {
  const { indexUiState } = useInstantSearch()
  const indexName = indexUiState.sortBy ?? page.primaryIndexName
  return <Configure filters={filtersForIndex(page, indexName)} hitsPerPage={page.hitsPerPage} maxValuesPerFacet={MAX_VALUES_PER_FACET} />
}

/**
 * Remembers the visitor's car-type choice for their next search. Only a change made here counts: a
 * route's preset (/search/new-cars) or the remembered value itself is not a new choice.
 */
function PersistCarType({ initial }: { initial: readonly string[] }) {
  const { indexUiState } = useInstantSearch()
  const chosen = (indexUiState.refinementList?.car_type ?? []).join(',')
  const last = useRef(initial.join(','))
  useEffect(() => {
    if (chosen === last.current) return
    last.current = chosen
    document.cookie = carTypeCookie(chosen ? chosen.split(',') : [])
  }, [chosen])
  return null
}

/**
 * The search page: InstantSearch over the tenant's index, hydrated from the first page the server
 * computed, with the URL as its state (`query`, `page`, `sortBy`, one parameter per filter).
 */
export function VehicleSearchClient({ view, onHydrated }: { view: SearchPageView; onHydrated?: () => void }) {
  const { connection, page } = view
  // Marks the moment the server-rendered page becomes interactive (browser tests wait on it).
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => {
    setHydrated(true)
    onHydrated?.()
    // Once, as the server's HTML comes alive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const searchClient = useMemo(() => {
    // Searches go out as GETs (one per query), whose answers a CDN may keep for the search-only key.
    const requester = searchByGetRequester()
    if (connection.provider === 'algolia') return liteClient(connection.appId, connection.searchKey, { requester })
    const location = typeof window === 'undefined' ? new URL(view.serverUrl) : window.location
    const port = location.port ? Number(location.port) : undefined
    return liteClient(connection.appId, connection.searchKey, {
      requester,
      hosts: [
        { url: location.hostname, ...(port ? { port } : {}), protocol: location.protocol === 'https:' ? 'https' : 'http', accept: 'read' },
      ],
      // One host, no fallbacks to retry on: wait for a busy server rather than fail the search.
      timeouts: { connect: 5_000, read: 10_000, write: 30_000 },
    })
  }, [connection, view.serverUrl])

  const hiddenAttributes = useMemo(() => hiddenRefinementAttributes(parseSearchUrl(new URL(view.serverUrl).search)), [view.serverUrl])
  const hiddenRanges = useMemo(() => hiddenRangeAttributes(parseSearchUrl(new URL(view.serverUrl).search)), [view.serverUrl])
  const routing = useMemo(
    () => ({
      router: history<SearchUrlState>({
        cleanUrlOnDispose: false,
        getLocation: () => (typeof window === 'undefined' ? (new URL(view.serverUrl) as unknown as Location) : window.location),
        // A route's preset (/search/toyota) is part of the state, so later URLs carry it in the query string.
        createURL: ({ routeState }) => {
          const query = serialiseSearchUrl(routeState)
          return `${SEARCH_PATH}${query ? `?${query}` : ''}`
        },
        parseURL: ({ location }) => {
          const serverLocation = new URL(view.serverUrl)
          // The first read is the page the server rendered (its path may preset filters); later ones are /search URLs.
          if (location.pathname === serverLocation.pathname && location.search === serverLocation.search) {
            return urlStateFromUiState(view.initialUiState, page)
          }
          return parseSearchUrl(location.search)
        },
      }),
      stateMapping: {
        stateToRoute: (uiState: Record<string, object>) => urlStateFromUiState(uiState[page.primaryIndexName] ?? {}, page),
        routeToState: (route: SearchUrlState) => ({ [page.primaryIndexName]: uiStateFromUrlState(route, page) }),
      },
    }),
    [page, view.serverUrl, view.initialUiState],
  )

  return (
    <InstantSearchSSRProvider initialResults={view.initialResults as never}>
      <InstantSearch
        searchClient={searchClient}
        indexName={page.primaryIndexName}
        routing={routing as never}
        initialUiState={{ [page.primaryIndexName]: view.initialUiState } as never}
        future={{ preserveSharedStateOnUnmount: true }}
      >
        <SearchConfiguration page={page} />
        <PersistCarType initial={view.initialUiState.refinementList?.car_type ?? []} />
        {hiddenAttributes.map((attribute) => (
          <HiddenRefinement key={attribute} attribute={attribute} />
        ))}
        {hiddenRanges.map((attribute) => (
          <HiddenRange key={attribute} attribute={attribute} />
        ))}
        <div className="fc-search" data-hydrated={hydrated ? 'true' : undefined}>
          <div className="fc-search__top">
            <SearchBox />
            <SortSelect page={page} />
          </div>
          <div className="fc-search__layout">
            <FilterSheet hiddenAttributes={hiddenAttributes} hitCount={view.hitCount}>
              {page.certifiedToggle ? <CertifiedToggle /> : null}
              {LIST_FACETS.map((attribute) =>
                attribute === 'make' ? (
                  <MakeFacet key={attribute} card={view.card} logos={view.makeLogos} />
                ) : (
                  <ListFacetFilter key={attribute} attribute={attribute} card={view.card} />
                ),
              )}
              {RANGE_FACETS.map((attribute) => (
                <RangeFacetFilter key={attribute} attribute={attribute} />
              ))}
              <ClearFilters primaryIndexName={page.primaryIndexName} />
            </FilterSheet>
            <section className="fc-search__main" id="search-results" aria-label="Results">
              <ResultsStatus hitCount={view.hitCount} />
              <PopularMakes />
              <Results view={view} />
              <Pagination />
            </section>
          </div>
        </div>
      </InstantSearch>
    </InstantSearchSSRProvider>
  )
}
