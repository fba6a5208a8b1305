'use client'

/**
 * localStorage access for the visitor's history. Private browsing, a full quota or storage disabled
 * by policy all throw; the page then behaves as if nothing was stored rather than breaking.
 */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeStored(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value)
    return true
  } catch (error) {
    console.warn(`Could not save ${key} in this browser`, error)
    return false
  }
}
