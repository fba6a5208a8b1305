'use client'

import type { HeaderItemView } from './navigation.view'
import type React from 'react'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'

/** The class the header carries while any dropdown is open (styles dim the page under it). */
export const HEADER_OPEN_CLASS = 'fc-site-header--menu-open'
export const DRAWER_OPEN_CLASS = 'fc-site-header--drawer-open'
const NAV_ID = 'fc-site-nav'
const panelId = (key: string) => `fc-nav-panel-${key}`
const toggleId = (key: string) => `fc-nav-toggle-${key}`
/** Hover opens dropdowns only where there is a real pointer and the desktop layout. */
const HOVER_QUERY = '(hover: hover) and (pointer: fine) and (min-width: 1200px)'

type MenuState = {
  openKey: string | null
  drawerOpen: boolean
  setOpenKey: (key: string | null) => void
  toggle: (key: string) => void
  openByHover: (key: string) => void
  setDrawerOpen: (open: boolean) => void
  closeAll: () => void
}

const MenuContext = createContext<MenuState | null>(null)

function useMenu(): MenuState {
  const state = useContext(MenuContext)
  if (!state) throw new Error('Header menu parts must sit inside <HeaderFrame>')
  return state
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

function visibleFocusables(root: HTMLElement | null): HTMLElement[] {
  if (!root) return []
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.offsetParent !== null || element === document.activeElement,
  )
}

/** The <header> element with the open/close state of its dropdowns and the mobile drawer. */
export function HeaderFrame({ children }: { children: React.ReactNode }) {
  const [openKey, setOpenKey] = useState<string | null>(null)
  const [drawerOpen, setDrawerOpenState] = useState(false)
  const headerRef = useRef<HTMLElement>(null)
  // Marks when the menu buttons work (after hydration); tests wait for it.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])

  const setDrawerOpen = useCallback((open: boolean) => {
    setDrawerOpenState(open)
    if (!open) setOpenKey(null)
  }, [])
  const closeAll = useCallback(() => {
    setOpenKey(null)
    setDrawerOpenState(false)
  }, [])
  // A pointer that moves onto a toggle opens its dropdown by hover just before it clicks: that click
  // must not close the dropdown again.
  const hoverOpened = useRef<{ key: string; at: number } | null>(null)
  const openByHover = useCallback((key: string) => {
    hoverOpened.current = { key, at: Date.now() }
    setOpenKey(key)
  }, [])
  const toggle = useCallback((key: string) => {
    const recentHover = hoverOpened.current?.key === key && Date.now() - hoverOpened.current.at < 600
    hoverOpened.current = null
    setOpenKey((current) => (current === key && !recentHover ? null : key))
  }, [])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      if (openKey) {
        setOpenKey(null)
        document.getElementById(toggleId(openKey))?.focus()
      } else if (drawerOpen) {
        setDrawerOpenState(false)
        document.getElementById(`${NAV_ID}-toggle`)?.focus()
      }
    }
    const onPointerDown = (event: PointerEvent) => {
      if (openKey && !drawerOpen && !headerRef.current?.contains(event.target as Node)) setOpenKey(null)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [openKey, drawerOpen])

  useEffect(() => {
    if (!drawerOpen) return
    // The drawer covers the page: keep the page from scrolling behind it and close it if the window widens.
    const previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    const wide = window.matchMedia('(min-width: 1200px)')
    const onChange = () => wide.matches && setDrawerOpenState(false)
    wide.addEventListener('change', onChange)
    return () => {
      document.body.style.overflow = previous
      wide.removeEventListener('change', onChange)
    }
  }, [drawerOpen])

  // Tab and Shift+Tab stay within the drawer and its toggle while the drawer is open.
  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (!drawerOpen || event.key !== 'Tab') return
    const toggleButton = document.getElementById(`${NAV_ID}-toggle`)
    const items = [toggleButton, ...visibleFocusables(document.getElementById(NAV_ID))].filter((element): element is HTMLElement =>
      Boolean(element),
    )
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

  const state = useMemo(
    () => ({ openKey, drawerOpen, setOpenKey, toggle, openByHover, setDrawerOpen, closeAll }),
    [openKey, drawerOpen, toggle, openByHover, setDrawerOpen, closeAll],
  )
  const className = ['fc-site-header', openKey ? HEADER_OPEN_CLASS : null, drawerOpen ? DRAWER_OPEN_CLASS : null].filter(Boolean).join(' ')
  return (
    <MenuContext.Provider value={state}>
      <header ref={headerRef} className={className} onKeyDown={onKeyDown} data-hydrated={hydrated ? 'true' : undefined}>
        {children}
      </header>
    </MenuContext.Provider>
  )
}

/** The mobile 'Menu' button; hidden by the stylesheet on wide screens, where the menu is always shown. */
export function DrawerToggle() {
  const { drawerOpen, setDrawerOpen } = useMenu()
  const wasOpen = useRef(false)
  useEffect(() => {
    // Focus moves into the drawer as it opens, and back to this button as it closes.
    if (drawerOpen && !wasOpen.current) visibleFocusables(document.getElementById(NAV_ID))[0]?.focus()
    wasOpen.current = drawerOpen
  }, [drawerOpen])
  return (
    <button
      type="button"
      id={`${NAV_ID}-toggle`}
      className="fc-site-header__menu-toggle"
      aria-expanded={drawerOpen}
      aria-controls={NAV_ID}
      onClick={() => setDrawerOpen(!drawerOpen)}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
        {drawerOpen ? (
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
        ) : (
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
        )}
      </svg>
      <span>{drawerOpen ? 'Close menu' : 'Menu'}</span>
    </button>
  )
}

/**
 * The navigation landmark: a row of links on wide screens, the drawer on narrow ones. Choosing any
 * link in it closes the open dropdown and the drawer (the model menu closes once a model is chosen).
 */
export function NavDrawer({ label, children }: { label: string; children: React.ReactNode }) {
  const { drawerOpen, closeAll } = useMenu()
  return (
    <nav
      id={NAV_ID}
      aria-label={label}
      className={drawerOpen ? 'fc-site-nav fc-site-nav--open' : 'fc-site-nav'}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a')) closeAll()
      }}
    >
      {children}
    </nav>
  )
}

/**
 * A top-level menu entry with a dropdown: opens on hover on desktop, and by its toggle button anywhere.
 * A fetched panel (`panelSrc`) starts loading as soon as the pointer or the focus reaches the entry, a
 * moment before the visitor opens it.
 */
export function NavItem({
  itemKey,
  className,
  panelSrc,
  children,
}: {
  itemKey: string
  className: string
  panelSrc?: string
  children: React.ReactNode
}) {
  const { openKey, setOpenKey, openByHover } = useMenu()
  const prefetch = () => {
    if (panelSrc) void loadPanel(panelSrc)
  }
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const canHover = () => typeof window !== 'undefined' && window.matchMedia(HOVER_QUERY).matches
  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current)
    },
    [],
  )
  return (
    <li
      className={openKey === itemKey ? `${className} ${className}--open` : className}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onMouseEnter={() => {
        if (!canHover()) return
        if (closeTimer.current) clearTimeout(closeTimer.current)
        if (openKey !== itemKey) openByHover(itemKey)
      }}
      onMouseLeave={() => {
        if (!canHover()) return
        // A short grace period lets the pointer cross the gap between the item and its dropdown.
        closeTimer.current = setTimeout(() => setOpenKey(null), 150)
      }}
    >
      {children}
    </li>
  )
}

export function DropdownToggle({ itemKey, label }: { itemKey: string; label: string }) {
  const { openKey, toggle } = useMenu()
  const open = openKey === itemKey
  return (
    <button
      type="button"
      id={toggleId(itemKey)}
      className="fc-site-nav__toggle"
      aria-expanded={open}
      aria-controls={panelId(itemKey)}
      onClick={() => toggle(itemKey)}
    >
      <span className="fc-visually-hidden">{`${label} menu`}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
        <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
      </svg>
    </button>
  )
}

/** The dropdown itself, shown while its toggle is expanded. */
export function DropdownPanel({ itemKey, className, children }: { itemKey: string; className: string; children: React.ReactNode }) {
  const { openKey } = useMenu()
  return (
    <div id={panelId(itemKey)} className={className} hidden={openKey !== itemKey}>
      {children}
    </div>
  )
}

type LoadedPanel = { item: HeaderItemView; Dropdown: (props: { item: HeaderItemView }) => React.ReactNode }

/** One load per panel address and page: its data and the code that draws it, fetched together. */
const loadedPanels = new Map<string, Promise<LoadedPanel>>()

function loadPanel(src: string): Promise<LoadedPanel> {
  let loading = loadedPanels.get(src)
  if (!loading) {
    loading = Promise.all([
      fetch(src, { headers: { accept: 'application/json' } }).then(async (response) => {
        if (!response.ok) throw new Error(`${src} answered ${response.status}`)
        return (await response.json()) as HeaderItemView
      }),
      import('./HeaderPanels'),
    ]).then(([item, panels]) => ({ item, Dropdown: panels.Dropdown }))
    // A failed load is tried again on the next open (a dropped connection), not remembered.
    loading.catch(() => loadedPanels.delete(src))
    loadedPanels.set(src, loading)
  }
  return loading
}

/**
 * A dropdown whose contents are not in the page: fetched the first time it is opened (or hovered or
 * focused, through NavItem), then drawn as the server would. While it loads the open panel says so
 * (aria-busy, and a status line); if it cannot load, it links to the panel's own page instead.
 */
export function FetchedDropdownPanel({
  itemKey,
  label,
  className,
  src,
  pageHref,
}: {
  itemKey: string
  label: string
  className: string
  src: string
  pageHref: string
}) {
  const { openKey } = useMenu()
  const open = openKey === itemKey
  const [loaded, setLoaded] = useState<LoadedPanel | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!open || loaded) return
    let current = true
    setFailed(false)
    loadPanel(src).then(
      (panel) => current && setLoaded(panel),
      () => current && setFailed(true),
    )
    return () => {
      current = false
    }
  }, [open, loaded, src])
  const { Dropdown } = loaded ?? {}
  return (
    <div id={panelId(itemKey)} className={className} hidden={!open} aria-busy={open && !loaded && !failed ? true : undefined}>
      {loaded && Dropdown ? (
        <Dropdown item={loaded.item} />
      ) : failed ? (
        <p className="fc-site-nav__status">
          <a href={pageHref} className="fc-site-nav__sublink">{`All ${label} links`}</a>
        </p>
      ) : open ? (
        <p className="fc-site-nav__status" role="status">
          Loading…
        </p>
      ) : null}
    </div>
  )
}
