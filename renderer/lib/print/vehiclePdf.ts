import 'server-only'

import path from 'node:path'

import { mediaDir } from '@forecourt/cms'
import { publicUploadsPath, uploadFileName } from '@forecourt/domain/urls'
import { pdfSafeText, type PrintSheet } from '@forecourt/domain/vehiclePage'
import PDFDocument from 'pdfkit'
import sharp from 'sharp'

const PAGE_MARGIN = 50
const INK = '#111827'
const MUTED = '#4b5563'
const BRAND = '#b00716'
const LABEL_WIDTH = 170
const PHOTO_MAX_HEIGHT = 300

/**
 * The first photo as a JPEG, when it is one of the site's own uploads. A feed's CDN photo is left
 * out: building the PDF must not depend on an outside server answering.
 */
async function photoJpeg(src: string | undefined): Promise<Buffer | null> {
  if (!src?.startsWith(`${publicUploadsPath}/`)) return null
  const name = uploadFileName([src.slice(publicUploadsPath.length + 1)])
  if (!name) return null
  try {
    // PDF takes JPEG and PNG only; uploads are often WebP or AVIF, and a sized-down JPEG keeps the file small.
    return await sharp(path.join(mediaDir, name))
      .rotate()
      .resize({ width: 1400, withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer()
  } catch (error) {
    console.warn(`PDF: photo ${name} left out`, error)
    return null
  }
}

/**
 * The car's one- or two-page A4 PDF, drawn with the standard PDF fonts (nothing to embed or fetch):
 * the same sheet as the print page.
 */
export async function vehiclePdf(
  sheet: PrintSheet,
  meta: {
    dealerName: string
    /** The dealer's logo as a PNG (Site settings → Brand), drawn at the top instead of its name. */
    logo?: Buffer | null
    /** The dealer's brand colour, for the price. */
    brandColour?: string
  },
): Promise<Buffer> {
  const photo = await photoJpeg(sheet.photo?.src)
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    info: { Title: pdfSafeText(sheet.title), Author: pdfSafeText(meta.dealerName), Subject: pdfSafeText(`${sheet.title}, ${sheet.price}`) },
    lang: 'en-AU',
    displayTitle: true,
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const left = PAGE_MARGIN
  const width = doc.page.width - PAGE_MARGIN * 2
  const bottom = () => doc.page.height - PAGE_MARGIN
  const text = (value: string) => pdfSafeText(value)
  const heading = (title: string) => {
    if (doc.y + 60 > bottom()) doc.addPage()
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor(INK).text(text(title), left, doc.y, { width })
    doc.moveDown(0.3)
  }

  if (meta.logo) {
    doc.image(meta.logo, left, PAGE_MARGIN, { fit: [180, 48] })
    doc.y = PAGE_MARGIN + 48
  } else {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(text(meta.dealerName), left, PAGE_MARGIN, { width })
  }
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(20).fillColor(INK).text(text(sheet.title), { width })
  doc
    .moveDown(0.2)
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor(meta.brandColour ?? BRAND)
    .text(text(sheet.price), { width })
  if (sheet.wasPrice)
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor(MUTED)
      .text(text(`Was ${sheet.wasPrice}`), { width, strike: true })
  if (sheet.marketPrice) doc.font('Helvetica').fontSize(11).fillColor(INK).text(text(sheet.marketPrice), { width })

  if (photo) {
    doc.moveDown(0.6)
    const top = doc.y
    doc.image(photo, left, top, { fit: [width, PHOTO_MAX_HEIGHT], align: 'center' })
    doc.y = top + PHOTO_MAX_HEIGHT
  }

  if (sheet.specs.length > 0) {
    heading('Key Information')
    doc.fontSize(10)
    for (const row of sheet.specs) {
      const rowHeight = Math.max(
        doc.font('Helvetica-Bold').heightOfString(text(row.label), { width: LABEL_WIDTH }),
        doc.font('Helvetica').heightOfString(text(row.value), { width: width - LABEL_WIDTH }),
      )
      if (doc.y + rowHeight > bottom()) doc.addPage()
      const top = doc.y
      doc.font('Helvetica-Bold').fillColor(MUTED).text(text(row.label), left, top, { width: LABEL_WIDTH })
      doc
        .font('Helvetica')
        .fillColor(INK)
        .text(text(row.value), left + LABEL_WIDTH, top, { width: width - LABEL_WIDTH })
      doc.y = top + rowHeight + 3
    }
  }

  heading('Dealer Comments')
  doc.font('Helvetica').fontSize(10).fillColor(INK)
  for (const paragraph of sheet.comments) doc.text(text(paragraph), left, doc.y, { width, paragraphGap: 6 })

  heading('Contact')
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(text(sheet.dealer.name), left, doc.y, { width })
  doc.font('Helvetica')
  if (sheet.dealer.address) doc.text(text(sheet.dealer.address), { width })
  if (sheet.dealer.phone) doc.text(text(`Phone ${sheet.dealer.phone.number}`), { width })

  doc.moveDown(1).fontSize(9).fillColor(MUTED).text('View this car online: ', left, doc.y, { width, continued: true })
  doc.fillColor(BRAND).text(text(sheet.pageUrl), { link: sheet.pageUrl, underline: true })

  doc.end()
  return done
}
