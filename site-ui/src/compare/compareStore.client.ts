'use client'

import { useSyncExternalStore } from 'react'

import {
  COMPARE_STORAGE_KEY,
  compareAnnouncement,
  parseCompareList,
  removeFromCompare,
  toggleCompare,
  type CompareEntry,
  type CompareToggle,
} from '@forecourt/domain/compare'
import { readStored, writeStored } from '../vehiclePage/localHistory.client'

/**
 * The compare list as every part of the page sees it: the cards' Compare buttons (some inside the
 * search's own React root), the tray and its live region. Kept in localStorage and announced with a
 * window event, so the parts need no shared React context, and another tab's change arrives too.
 */
export const COMPARE_CHANGE_EVENT = 'fc-compare-change'

export type CompareChange = { announcement: string }

const NONE: CompareEntry[] = []
let lastRaw: string | null = null
let lastList: CompareEntry[] = NONE

/** The same array while the stored text is the same: useSyncExternalStore compares snapshots by identity. */
function snapshot(): CompareEntry[] {
  const raw = readStored(COMPARE_STORAGE_KEY)
  if (raw !== lastRaw) {
    lastRaw = raw
    lastList = parseCompareList(raw)
  }
  return lastList
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COMPARE_STORAGE_KEY) onChange()
  }
  window.addEventListener(COMPARE_CHANGE_EVENT, onChange)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(COMPARE_CHANGE_EVENT, onChange)
    window.removeEventListener('storage', onStorage)
  }
}

/** The visitor's list; empty while the server renders and while the page hydrates, so cached HTML is the same for everyone. */
export function useCompareList(): CompareEntry[] {
  return useSyncExternalStore(subscribe, snapshot, () => NONE)
}

function announce(announcement: string) {
  window.dispatchEvent(new CustomEvent<CompareChange>(COMPARE_CHANGE_EVENT, { detail: { announcement } }))
}

function save(list: readonly CompareEntry[], announcement: string): boolean {
  if (!writeStored(COMPARE_STORAGE_KEY, JSON.stringify(list))) {
    announce('Cars to compare cannot be saved in this browser.')
    return false
  }
  announce(announcement)
  return true
}

/** Adds the car, or takes it off the list; a fifth car is refused with a message. */
export function toggleComparedCar(entry: CompareEntry): CompareToggle['outcome'] {
  const toggled = toggleCompare(snapshot(), entry)
  const announcement = compareAnnouncement(toggled, entry.title)
  if (toggled.outcome === 'full') announce(announcement)
  else save(toggled.list, announcement)
  return toggled.outcome
}

export function removeComparedCar(entry: CompareEntry) {
  const list = removeFromCompare(snapshot(), entry.id)
  save(list, compareAnnouncement({ outcome: 'removed', list }, entry.title))
}

export function clearComparedCars() {
  save([], 'Cleared the cars to compare.')
}
