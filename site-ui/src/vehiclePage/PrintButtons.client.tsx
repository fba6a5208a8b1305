'use client'

import { useRef, useState } from 'react'

import { pushToDataLayer } from '@forecourt/domain/enquiry'
import { pdfFileName, pdfPath, printEvent, type PrintFormat, printPagePath, type VehiclePageCar } from '@forecourt/domain/vehiclePage'
import { DOWNLOAD_PDF_TEXT, pdfFailureMessage, pdfResponseProblem, PREPARING_TEXT, PRINT_BUTTON_TEXT } from './printDownload.view'

type EventCar = Pick<VehiclePageCar, 'id' | 'car_type' | 'make' | 'model' | 'year' | 'km' | 'badge'>

function sendPrintEvent(car: EventCar, format: PrintFormat) {
  pushToDataLayer(window as unknown as { dataLayer?: unknown }, printEvent(car, format))
}

function PrinterIcon() {
  return (
    <svg
      className="fc-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M6 9V3h12v6M6 18H4v-7h16v7h-2M8 14h8v7H8z" />
    </svg>
  )
}

function DownloadIcon() {
  return (
    <svg
      className="fc-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </svg>
  )
}

/** The print page, in a new tab (spec §2). */
export function PrintLink({ slug, car }: { slug: string; car: EventCar }) {
  return (
    <a
      className="fc-vehicle-tools__button fc-print-link"
      href={printPagePath(slug)}
      target="_blank"
      rel="noopener"
      onClick={() => sendPrintEvent(car, 'page')}
    >
      <PrinterIcon />
      {PRINT_BUTTON_TEXT}
      <span className="fc-visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}

async function fetchPdf(slug: string): Promise<Blob> {
  let response: Response
  try {
    response = await fetch(pdfPath(slug), { headers: { accept: 'application/pdf' }, cache: 'no-store' })
  } catch {
    throw new Error('The server could not be reached')
  }
  const problem = pdfResponseProblem({ ok: response.ok, status: response.status, contentType: response.headers.get('content-type') })
  if (problem) throw new Error(problem)
  return response.blob()
}

function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // The click starts the download synchronously; revoking on the next tick leaves it time to take the blob.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * Spec §4: idle, then 'Preparing...' with a spinner while the PDF is fetched, then a file named
 * {slug}.pdf; a failure is an alert with the reason (spec §8).
 */
export function DownloadPdfButton({ slug, car }: { slug: string; car: EventCar }) {
  const [preparing, setPreparing] = useState(false)
  const button = useRef<HTMLButtonElement>(null)

  const onDownload = async () => {
    if (preparing) return
    setPreparing(true)
    sendPrintEvent(car, 'pdf')
    try {
      saveFile(await fetchPdf(slug), pdfFileName(slug))
    } catch (error) {
      window.alert(pdfFailureMessage(error))
    } finally {
      setPreparing(false)
      // Disabling the button while busy drops keyboard focus to the page; give it back.
      requestAnimationFrame(() => {
        if (document.activeElement === document.body) button.current?.focus()
      })
    }
  }

  return (
    <button
      ref={button}
      type="button"
      className="fc-vehicle-tools__button fc-pdf-download"
      onClick={onDownload}
      disabled={preparing}
      aria-busy={preparing}
    >
      {preparing ? <span className="fc-spinner" aria-hidden="true" /> : <DownloadIcon />}
      {preparing ? PREPARING_TEXT : DOWNLOAD_PDF_TEXT}
    </button>
  )
}
