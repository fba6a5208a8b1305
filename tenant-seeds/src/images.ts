import sharp from 'sharp'

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * A simple generated banner (gradient, road stripes, a caption), so template sites have pictures
 * without shipping photographs or fetching any.
 */
export async function bannerImage(options: { caption: string; from: string; to: string; width?: number; height?: number }) {
  const width = options.width ?? 1920
  const height = options.height ?? 800
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${options.from}"/><stop offset="1" stop-color="${options.to}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <path d="M0 ${height * 0.78} L${width} ${height * 0.62} L${width} ${height} L0 ${height} Z" fill="#1f2328" opacity="0.55"/>
  <g fill="#f5f5f5" opacity="0.7">${Array.from({ length: 8 }, (_, i) => {
    const x = (i * width) / 8 + 40
    const y = height * 0.78 - (x / width) * height * 0.16 + height * 0.08
    return `<rect x="${x}" y="${y}" width="${width / 20}" height="10" transform="rotate(-4 ${x} ${y})"/>`
  }).join('')}</g>
  <text x="${width - 48}" y="${height - 40}" text-anchor="end" font-family="sans-serif" font-size="28" fill="#ffffff" opacity="0.8">${escapeXml(options.caption)}</text>
</svg>`
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer()
}

/** A make's logo stand-in: its name on a rounded badge in the make's colours (PNG, 240×120). */
export async function logoImage(options: { name: string; colour: string; ink: string }) {
  const width = 240
  const height = 120
  const size = options.name.length > 8 ? 30 : 40
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect x="4" y="14" width="${width - 8}" height="${height - 28}" rx="46" fill="${options.colour}"/>
  <rect x="12" y="22" width="${width - 24}" height="${height - 44}" rx="38" fill="none" stroke="${options.ink}" stroke-width="3" opacity="0.6"/>
  <text x="${width / 2}" y="${height / 2 + size / 3}" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${size}" fill="${options.ink}">${escapeXml(options.name)}</text>
</svg>`
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}

/** A model picture stand-in: a car silhouette over a soft gradient (WebP, 480×270). */
export async function modelImage(options: { name: string; colour: string }) {
  const width = 480
  const height = 270
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3f4f6"/><stop offset="1" stop-color="#d1d5db"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <path d="M70 190 L95 140 Q110 112 150 108 L300 104 Q340 104 370 130 L410 150 Q430 156 432 176 L432 190 Z" fill="${options.colour}"/>
  <path d="M150 116 L290 112 Q320 112 345 134 L160 138 Z" fill="#cfe3f5" opacity="0.9"/>
  <circle cx="140" cy="192" r="28" fill="#1f2328"/><circle cx="140" cy="192" r="12" fill="#9ca3af"/>
  <circle cx="360" cy="192" r="28" fill="#1f2328"/><circle cx="360" cy="192" r="12" fill="#9ca3af"/>
  <text x="24" y="48" font-family="sans-serif" font-weight="700" font-size="30" fill="#111827">${escapeXml(options.name)}</text>
</svg>`
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer()
}

/** The shape drawn for each accessory kind: a plain pictogram, enough to tell the cards apart. */
const ACCESSORY_SHAPES: Record<string, string> = {
  towbar: '<rect x="120" y="150" width="140" height="24" rx="6" fill="#374151"/><circle cx="282" cy="162" r="22" fill="#111827"/>',
  mats: '<rect x="110" y="90" width="90" height="130" rx="14" fill="#1f2937"/><rect x="215" y="90" width="90" height="130" rx="14" fill="#1f2937"/>',
  roof: '<rect x="80" y="120" width="240" height="16" rx="6" fill="#6b7280"/><rect x="80" y="170" width="240" height="16" rx="6" fill="#6b7280"/>',
  bonnet: '<path d="M80 200 Q200 90 320 200 Z" fill="#111827" opacity="0.75"/>',
  cargo: '<path d="M90 110 L310 110 L290 220 L110 220 Z" fill="#1f2937"/><path d="M120 130 L280 130" stroke="#4b5563" stroke-width="6"/>',
  weather: '<path d="M80 170 Q200 80 320 150 L320 170 Q200 110 80 190 Z" fill="#111827" opacity="0.8"/>',
}

/** An accessory picture stand-in: its pictogram and name on a light panel (WebP, 400×300). */
export async function accessoryImage(options: { key: string; name: string }) {
  const width = 400
  const height = 300
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#f3f4f6"/>
  ${ACCESSORY_SHAPES[options.key] ?? ''}
  <text x="20" y="${height - 24}" font-family="sans-serif" font-weight="700" font-size="22" fill="#111827">${escapeXml(options.name)}</text>
</svg>`
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer()
}
