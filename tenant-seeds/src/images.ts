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
  const size = options.name.length > 12 ? 22 : options.name.length > 8 ? 30 : 40
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

// ---------------------------------------------------------------------------------------------
// Car photos: a studio shot of a generated car, drawn from its body type, paint and the camera angle.

export type CarShape =
  'hatch' | 'sedan' | 'wagon' | 'coupe' | 'suv' | 'ute' | 'van' | 'people-mover' | 'caravan' | 'pop-top' | 'camper-trailer'
export type CarAngle = 'front' | 'side' | 'rear'

/** The angles each car is photographed from, in gallery order: the front three-quarter view leads. */
export const CAR_ANGLES: readonly CarAngle[] = ['front', 'side', 'rear']
export const CAR_PHOTO_SIZE = { width: 1200, height: 800 } as const

/** The drawing a body type gets; anything unknown is drawn as a sedan. */
export function carShapeOf(body: string | null | undefined): CarShape {
  const text = (body ?? '').trim().toLowerCase()
  if (text === 'pop top') return 'pop-top'
  if (text === 'camper trailer') return 'camper-trailer'
  if (text === 'caravan' || text === 'motorhome') return 'caravan'
  if (/ute|cab ?chassis|pick/.test(text)) return 'ute'
  if (/people|mpv/.test(text)) return 'people-mover'
  if (/van|bus/.test(text)) return 'van'
  if (/suv|4x4|4wd|crossover/.test(text)) return 'suv'
  if (/hatch/.test(text)) return 'hatch'
  if (/wagon/.test(text)) return 'wagon'
  if (/coupe|convertible|roadster|cabriolet/.test(text)) return 'coupe'
  return 'sedan'
}

/** Paint for the colour names feeds use; an unknown name gets a neutral grey. */
const PAINT: Record<string, string> = {
  white: '#eef0f2',
  black: '#1c1e22',
  silver: '#b9bec4',
  grey: '#646a72',
  gray: '#646a72',
  blue: '#1f4e9c',
  red: '#b3141c',
  green: '#2f6b3a',
  orange: '#e0661b',
  bronze: '#8c6239',
  yellow: '#e8c21a',
  brown: '#5b4030',
  gold: '#b8923a',
  beige: '#d8c8a8',
  purple: '#5a2d82',
}

export function paintOf(colour: string | null | undefined): string {
  return PAINT[(colour ?? '').trim().toLowerCase()] ?? '#8a9099'
}

/** The key a photo is rendered and stored under: cars of one shape, paint and angle share a picture. */
export function carPhotoKey(shape: CarShape, colour: string | null | undefined, angle: CarAngle): string {
  return `${shape}-${(colour ?? '').trim().toLowerCase() || 'grey'}-${angle}`
}

function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16)
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff
    const mixed = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)
    return Math.round(Math.max(0, Math.min(255, mixed)))
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(16)}${channel(8)}${channel(0)}`
}

/**
 * A side profile, front to the left, in a frame 1000 wide with the ground at y = 0 (up is positive):
 * the body's outline points, the glass, and the wheel centres.
 */
type Profile = {
  body: Array<[number, number]>
  glass: Array<Array<[number, number]>>
  wheels: number[]
  wheelRadius: number
  /** Width against length, for the front and rear views. */
  width: number
  height: number
  trailer?: boolean
}

// Heights and lengths read from typical Australian models (a Corolla hatch, a Camry, a RAV4, a HiLux…),
// scaled so every vehicle is 1000 long.
// One profile a few lines, read as a table: Prettier would spread each point over three lines.
// prettier-ignore
const PROFILES: Record<CarShape, Profile> = {
  hatch: {
    body: [[40, 70], [40, 150], [70, 190], [300, 225], [440, 350], [720, 355], [900, 250], [950, 230], [960, 150], [950, 70]],
    glass: [[[455, 330], [600, 338], [600, 240], [330, 232]], [[615, 338], [715, 336], [860, 245], [615, 240]]],
    wheels: [215, 790],
    wheelRadius: 82,
    width: 0.45,
    height: 0.37,
  },
  sedan: {
    body: [[20, 70], [20, 150], [50, 185], [300, 215], [420, 320], [650, 330], [800, 230], [980, 215], [985, 150], [975, 70]],
    glass: [[[435, 305], [560, 312], [560, 226], [320, 222]], [[575, 312], [645, 312], [770, 232], [575, 226]]],
    wheels: [190, 790],
    wheelRadius: 78,
    width: 0.38,
    height: 0.31,
  },
  wagon: {
    body: [[20, 70], [20, 155], [50, 190], [290, 222], [410, 330], [880, 335], [960, 250], [980, 230], [980, 150], [975, 70]],
    glass: [[[425, 315], [560, 320], [560, 235], [310, 228]], [[575, 320], [740, 320], [740, 238], [575, 235]], [[755, 320], [870, 320], [925, 240], [755, 238]]],
    wheels: [190, 800],
    wheelRadius: 80,
    width: 0.38,
    height: 0.33,
  },
  coupe: {
    body: [[20, 60], [20, 135], [50, 168], [330, 200], [470, 290], [640, 295], [840, 205], [980, 190], [985, 130], [975, 60]],
    glass: [[[485, 278], [630, 282], [760, 212], [360, 208]]],
    wheels: [200, 790],
    wheelRadius: 80,
    width: 0.42,
    height: 0.28,
  },
  suv: {
    body: [[25, 90], [25, 200], [55, 250], [270, 285], [400, 420], [860, 428], [950, 320], [970, 300], [975, 200], [965, 90]],
    glass: [[[415, 400], [580, 405], [580, 300], [300, 292]], [[595, 405], [740, 408], [740, 305], [595, 300]], [[755, 408], [850, 408], [915, 310], [755, 305]]],
    wheels: [200, 790],
    wheelRadius: 95,
    width: 0.39,
    height: 0.36,
  },
  ute: {
    body: [[15, 95], [15, 210], [45, 262], [240, 290], [350, 420], [600, 428], [625, 300], [985, 300], [990, 95]],
    glass: [[[365, 402], [470, 405], [470, 305], [270, 298]], [[485, 405], [590, 408], [605, 305], [485, 305]]],
    wheels: [190, 785],
    wheelRadius: 92,
    width: 0.35,
    height: 0.34,
  },
  van: {
    body: [[20, 80], [20, 230], [40, 290], [150, 330], [250, 500], [960, 505], [985, 470], [985, 80]],
    glass: [[[265, 480], [380, 485], [380, 350], [185, 340]], [[395, 485], [520, 486], [520, 355], [395, 350]]],
    wheels: [165, 815],
    wheelRadius: 85,
    width: 0.36,
    height: 0.4,
  },
  'people-mover': {
    body: [[20, 80], [20, 200], [50, 250], [230, 290], [350, 440], [900, 448], [960, 340], [975, 300], [975, 80]],
    glass: [[[365, 420], [520, 425], [520, 310], [265, 298]], [[535, 425], [720, 428], [720, 315], [535, 310]], [[735, 428], [890, 428], [935, 320], [735, 315]]],
    wheels: [190, 810],
    wheelRadius: 85,
    width: 0.38,
    height: 0.37,
  },
  caravan: {
    body: [[0, 150], [0, 175], [150, 175], [150, 560], [175, 600], [960, 600], [985, 570], [985, 150]],
    glass: [[[210, 500], [360, 500], [360, 400], [210, 400]], [[700, 500], [880, 500], [880, 400], [700, 400]]],
    wheels: [580],
    wheelRadius: 85,
    width: 0.29,
    height: 0.37,
    trailer: true,
  },
  'pop-top': {
    body: [[0, 150], [0, 175], [150, 175], [150, 430], [175, 460], [960, 460], [985, 430], [985, 150]],
    glass: [[[220, 400], [370, 400], [370, 310], [220, 310]], [[720, 400], [880, 400], [880, 310], [720, 310]]],
    wheels: [580],
    wheelRadius: 85,
    width: 0.29,
    height: 0.3,
    trailer: true,
  },
  'camper-trailer': {
    body: [[0, 150], [0, 175], [250, 175], [250, 330], [270, 350], [960, 350], [985, 330], [985, 150]],
    glass: [],
    wheels: [640],
    wheelRadius: 95,
    width: 0.35,
    height: 0.22,
    trailer: true,
  },
}

/** The studio: a wall with soft light falling to a floor, the same for every photo of a dealer's stock. */
function studio(width: number, height: number, floorY: number): string {
  return `<defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe3e8"/><stop offset="1" stop-color="#f5f6f8"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9ced5"/><stop offset="1" stop-color="#9aa1aa"/></linearGradient>
    <radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${width}" height="${floorY}" fill="url(#wall)"/>
  <rect y="${floorY}" width="${width}" height="${height - floorY}" fill="url(#floor)"/>`
}

function paintGradient(paint: string): string {
  return `<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${shade(paint, 0.35)}"/><stop offset="0.45" stop-color="${paint}"/><stop offset="1" stop-color="${shade(paint, -0.45)}"/>
  </linearGradient>
  <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9fb7cc"/><stop offset="1" stop-color="#2b3642"/></linearGradient>`
}

function wheel(cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#16181b"/>
  <ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.62}" ry="${ry * 0.62}" fill="#aeb4bb"/>
  <ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.22}" ry="${ry * 0.22}" fill="#5d636b"/>`
}

/** Side and front three-quarter views: the profile, squeezed and turned for the three-quarter one. */
function profileView(profile: Profile, paint: string, angle: 'front' | 'side', width: number, floorY: number): string {
  const turn = angle === 'front'
  // Tall shapes (a caravan) are drawn smaller, so the roof stays in the frame.
  const tallest = Math.max(...profile.body.map(([, py]) => py))
  const scale = Math.min((turn ? 0.74 : 0.94) * width * 0.001, (floorY - 90) / tallest)
  const left = turn ? width * 0.24 : (width - 1000 * scale) / 2
  // The three-quarter view recedes: the far (rear) end rises and shrinks a little.
  const x = (px: number) => left + px * scale
  const y = (py: number, px = 0) => floorY - 12 - py * scale * (turn ? 1 - px * 0.00012 : 1) - (turn ? px * 0.025 : 0)
  const outline = profile.body.map(([px, py]) => [x(px), y(py, px)] as const)
  const body = outline.map(([a, b]) => `${a.toFixed(1)},${b.toFixed(1)}`).join(' ')
  const glass = profile.glass
    .map(
      (pane) => `<polygon points="${pane.map(([px, py]) => `${x(px).toFixed(1)},${y(py, px).toFixed(1)}`).join(' ')}" fill="url(#glass)"/>`,
    )
    .join('')
  const radius = profile.wheelRadius * scale
  const wheels = profile.wheels.map((px) => wheel(x(px), y(profile.wheelRadius * 0.75, px), radius * (turn ? 0.8 : 1), radius)).join('')
  const arches = profile.wheels
    .map(
      (px) =>
        `<ellipse cx="${x(px)}" cy="${y(profile.wheelRadius * 0.75, px)}" rx="${radius * (turn ? 0.95 : 1.15)}" ry="${radius * 1.12}" fill="#0d0e10"/>`,
    )
    .join('')
  const length = 1000 * scale
  const shadow = `<ellipse cx="${left + length / 2}" cy="${floorY - 6}" rx="${length * 0.58}" ry="${34}" fill="url(#shadow)"/>`
  let front = ''
  if (turn && !profile.trailer) {
    // The front seen at an angle, left of the side: the face (grille, headlights, plate) up to the
    // bonnet, then the bonnet, windscreen and roof as surfaces running back to the side's outline.
    const at = (index: number) => {
      const [px, py] = profile.body[index]!
      return [x(px), y(py, px)] as const
    }
    const depth = profile.width * 1000 * scale * 0.5
    const [, bottom] = at(0)
    const [noseX, bonnetY] = at(2)
    const [screenX, screenY] = at(3)
    const [roofX, roofY] = at(4)
    const [roofEndX, roofEndY] = at(5)
    const lift = depth * 0.08
    const fx = noseX - depth
    const faceHeight = bottom - bonnetY
    const surface = (points: Array<readonly [number, number]>, fill: string) =>
      `<polygon points="${points.map(([a, b]) => `${a.toFixed(1)},${b.toFixed(1)}`).join(' ')}" fill="${fill}"/>`
    front = [
      surface(
        [
          [fx, bonnetY + lift],
          [noseX, bonnetY],
          [noseX, bottom],
          [fx, bottom + lift * 0.5],
        ],
        shade(paint, -0.2),
      ),
      surface(
        [
          [fx, bonnetY + lift],
          [noseX, bonnetY],
          [screenX, screenY],
          [screenX - depth * 0.92, screenY + lift],
        ],
        shade(paint, 0.2),
      ),
      surface(
        [
          [screenX - depth * 0.92, screenY + lift],
          [screenX, screenY],
          [roofX, roofY],
          [roofX - depth * 0.82, roofY + lift],
        ],
        'url(#glass)',
      ),
      surface(
        [
          [roofX - depth * 0.82, roofY + lift],
          [roofX, roofY],
          [roofEndX, roofEndY],
          [roofEndX - depth * 0.7, roofEndY + lift],
        ],
        shade(paint, 0.3),
      ),
      `<rect x="${fx + depth * 0.25}" y="${bonnetY + faceHeight * 0.38}" width="${depth * 0.5}" height="${faceHeight * 0.26}" rx="6" fill="#1d2024"/>`,
      `<rect x="${fx + depth * 0.06}" y="${bonnetY + faceHeight * 0.14}" width="${depth * 0.22}" height="${faceHeight * 0.14}" rx="5" fill="#f7f3de"/>`,
      `<rect x="${noseX - depth * 0.28}" y="${bonnetY + faceHeight * 0.12}" width="${depth * 0.22}" height="${faceHeight * 0.14}" rx="5" fill="#f7f3de"/>`,
      `<rect x="${fx + depth * 0.36}" y="${bonnetY + faceHeight * 0.72}" width="${depth * 0.28}" height="${faceHeight * 0.12}" rx="3" fill="#f4f4f0" stroke="#222" stroke-width="1.5"/>`,
    ].join('')
  }
  const drawbar = profile.trailer
    ? `<polyline points="${x(0)},${y(160)} ${x(0) - 60 * scale},${y(150)}" stroke="#2b2f35" stroke-width="${10 * scale}" fill="none"/>`
    : ''
  const lights = profile.trailer
    ? ''
    : `${turn ? '' : `<ellipse cx="${x(60)}" cy="${y(profile.body[1]![1] - 25)}" rx="${28 * scale}" ry="${12 * scale}" fill="#f7f3de"/>`}
  <rect x="${x(950)}" y="${y(profile.body[profile.body.length - 3]![1] - 20, 950)}" width="${22 * scale}" height="${26 * scale}" fill="#b3141c"/>`
  const trim = profile.trailer
    ? `<rect x="${x(420)}" y="${y(profile.height * 1000 - 60)}" width="${110 * scale}" height="${(profile.height * 1000 - 240) * scale}" fill="${shade(paint, -0.25)}"/>
  <rect x="${x(150)}" y="${y(260)}" width="${835 * scale}" height="${16 * scale}" fill="#3a3f46" opacity="0.7"/>`
    : `<line x1="${x(120)}" y1="${y(160, 120)}" x2="${x(930)}" y2="${y(160, 930)}" stroke="${shade(paint, -0.3)}" stroke-width="${5 * scale}"/>`
  return `${shadow}${drawbar}${arches}<polygon points="${body}" fill="url(#paint)" stroke="${shade(paint, -0.5)}" stroke-width="2"/>${glass}${trim}${lights}${front}${wheels}`
}

/** The rear view: the body's width across the frame, rear glass, lights, plate and the tyres below. */
function rearView(profile: Profile, paint: string, shape: CarShape, width: number, floorY: number): string {
  // As wide as fits, and never taller than the wall above the floor.
  const bodyWidth = Math.min(width * 0.52, ((floorY - 150) * profile.width) / profile.height)
  const bodyHeight = bodyWidth * (profile.height / profile.width)
  const cx = width / 2
  const bottom = floorY - 40
  const top = bottom - bodyHeight
  const waist = bottom - bodyHeight * (profile.trailer ? 0.95 : shape === 'van' ? 0.55 : 0.5)
  const roofInset = profile.trailer || shape === 'van' ? bodyWidth * 0.03 : bodyWidth * 0.14
  const tyreWidth = bodyWidth * 0.13
  const body = profile.trailer
    ? `<rect x="${cx - bodyWidth / 2}" y="${top}" width="${bodyWidth}" height="${bodyHeight}" rx="24" fill="url(#paint)" stroke="${shade(paint, -0.5)}" stroke-width="2"/>`
    : `<path d="M${cx - bodyWidth / 2} ${bottom} L${cx - bodyWidth / 2} ${waist + 20} Q${cx - bodyWidth / 2} ${waist} ${cx - bodyWidth / 2 + 20} ${waist}
      L${cx - bodyWidth / 2 + roofInset} ${top} L${cx + bodyWidth / 2 - roofInset} ${top} L${cx + bodyWidth / 2 - 20} ${waist}
      Q${cx + bodyWidth / 2} ${waist} ${cx + bodyWidth / 2} ${waist + 20} L${cx + bodyWidth / 2} ${bottom} Z" fill="url(#paint)" stroke="${shade(paint, -0.5)}" stroke-width="2"/>`
  const glassTop = top + bodyHeight * 0.08
  const glassBottom = profile.trailer ? top + bodyHeight * 0.4 : waist - 8
  const glass =
    shape === 'ute' || shape === 'camper-trailer'
      ? `<rect x="${cx - bodyWidth * 0.28}" y="${glassTop}" width="${bodyWidth * 0.56}" height="${(glassBottom - glassTop) * 0.7}" rx="10" fill="url(#glass)"/>`
      : `<polygon points="${cx - bodyWidth / 2 + roofInset + 18},${glassTop} ${cx + bodyWidth / 2 - roofInset - 18},${glassTop} ${cx + bodyWidth / 2 - roofInset * 0.55 - 24},${glassBottom} ${cx - bodyWidth / 2 + roofInset * 0.55 + 24},${glassBottom}" fill="url(#glass)"/>`
  const lightY = profile.trailer ? bottom - bodyHeight * 0.25 : waist + 14
  const light = (x: number) =>
    `<rect x="${x}" y="${lightY}" width="${bodyWidth * 0.14}" height="${bodyHeight * 0.09}" rx="6" fill="#c0161f"/>`
  return `<ellipse cx="${cx}" cy="${floorY - 8}" rx="${bodyWidth * 0.66}" ry="30" fill="url(#shadow)"/>
  <rect x="${cx - bodyWidth / 2 + 10}" y="${bottom - 20}" width="${tyreWidth}" height="${70}" rx="10" fill="#16181b"/>
  <rect x="${cx + bodyWidth / 2 - 10 - tyreWidth}" y="${bottom - 20}" width="${tyreWidth}" height="${70}" rx="10" fill="#16181b"/>
  ${body}${glass}${light(cx - bodyWidth / 2 + 14)}${light(cx + bodyWidth / 2 - 14 - bodyWidth * 0.14)}
  <rect x="${cx - bodyWidth * 0.12}" y="${bottom - bodyHeight * 0.2}" width="${bodyWidth * 0.24}" height="${bodyHeight * 0.1}" rx="4" fill="#f4f4f0" stroke="#222" stroke-width="2"/>
  <rect x="${cx - bodyWidth / 2}" y="${bottom - 10}" width="${bodyWidth}" height="${22}" rx="8" fill="${shade(paint, -0.55)}"/>`
}

/** The SVG of one photo (exported for tests, which check that each shape and angle draws). */
export function carPhotoSvg(options: { shape: CarShape; colour: string | null | undefined; angle: CarAngle }): string {
  const { width, height } = CAR_PHOTO_SIZE
  const floorY = Math.round(height * 0.78)
  const profile = PROFILES[options.shape]
  const paint = paintOf(options.colour)
  const car =
    options.angle === 'rear'
      ? rearView(profile, paint, options.shape, width, floorY)
      : profileView(profile, paint, options.angle, width, floorY)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  ${studio(width, height, floorY)}
  <defs>${paintGradient(paint)}</defs>
  ${car}
</svg>`
}

/** One photo of a generated car (WebP, 1200×800). */
export async function carPhoto(options: { shape: CarShape; colour: string | null | undefined; angle: CarAngle }): Promise<Buffer> {
  // Effort 1 encodes in a third of the default's time for a slightly larger file; the site's image
  // optimiser re-encodes for each screen anyway.
  return sharp(Buffer.from(carPhotoSvg(options)))
    .webp({ quality: 78, effort: 1 })
    .toBuffer()
}
