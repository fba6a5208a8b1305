import { runInNewContext } from 'node:vm'

import { describe, expect, it } from '@jest/globals'

import { isPopupVisible } from '@forecourt/domain/legal'

import { popupOpenScript } from './popup.view'

type FakeDialog = {
  open: boolean
  showModal: () => void
  addEventListener: (type: string, listener: () => void) => void
  close: () => void
}

/** Runs the script as the browser would, right after a closed dialog, with the given stored value. */
function runScript(storageKey: string, stored: string | null | Error) {
  const values = new Map<string, string>(typeof stored === 'string' ? [[storageKey, stored]] : [])
  const listeners: Array<() => void> = []
  const dialog: FakeDialog = {
    open: false,
    showModal() {
      this.open = true
    },
    addEventListener: (type, listener) => {
      if (type === 'close') listeners.push(listener)
    },
    close() {
      this.open = false
      for (const listener of listeners) listener()
    },
  }
  const localStorage = {
    getItem: (key: string) => {
      if (stored instanceof Error) throw stored
      return values.get(key) ?? null
    },
    setItem: (key: string, value: string) => values.set(key, value),
  }
  runInNewContext(popupOpenScript(storageKey), {
    window: { localStorage },
    document: { currentScript: { previousElementSibling: dialog } },
  })
  return { dialog, values }
}

describe('popupOpenScript', () => {
  it('opens the dialog exactly when isPopupVisible would, for the stored dismissal', () => {
    const now = new Date('2026-11-21T00:00:00Z')
    for (const stored of [null, '', 'false', '0', ' 0 ', 'true', 'yes', '1']) {
      expect({ stored, open: runScript('popup-dismissed-3', stored).dialog.open }).toEqual({
        stored,
        open: isPopupVisible({ expiry: null }, stored, now),
      })
    }
  })

  it('opens the dialog when storage is blocked, and remembers a close', () => {
    expect(runScript('popup-dismissed-3', new Error('blocked')).dialog.open).toBe(true)
    const { dialog, values } = runScript('popup-dismissed-3', null)
    dialog.close()
    expect(values.get('popup-dismissed-3')).toBe('true')
  })

  it('keeps the storage key inside its string', () => {
    const script = popupOpenScript('</script><script>alert(1)</script>')
    expect(script).not.toContain('</script>')
    expect(runScript('</script>"x', null).dialog.open).toBe(true)
  })
})
