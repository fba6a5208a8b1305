'use client'

/** The print page's own button: the page opens in a new tab, and printing is the visitor's next step. */
export function PrintNowButton() {
  return (
    <button type="button" className="fc-button fc-button--primary fc-print-sheet__print" onClick={() => window.print()}>
      Print this page
    </button>
  )
}
