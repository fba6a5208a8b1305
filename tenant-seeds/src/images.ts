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
