'use client'

import { useEffect, useId, useState } from 'react'
import { useSearchBox } from 'react-instantsearch'

import { SEARCH_TEXT_DEBOUNCE_MS } from '../rangeSlider'
import { addToSearchHistory } from '../resultsDisplay'
import { useDebounced } from './hooks'

const HISTORY_STORAGE_KEY = 'fc-search-history'

function readHistory(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(HISTORY_STORAGE_KEY) ?? '[]')
    return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : []
  } catch {
    return []
  }
}

export function SearchBox() {
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
