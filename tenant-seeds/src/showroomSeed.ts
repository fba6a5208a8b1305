import type { Model } from '@forecourt/schema'

/**
 * What each Toyota model's showroom page starts with: a headline and paragraph, the grades with
 * list prices (manufacturer's list prices, rounded, before on-road costs) and, for models on sale,
 * the genuine accessories. Platform staff edit them in the admin afterwards; the seed never changes
 * a model it did not create.
 */
type Variant = [name: string, price: number | null, description: string]
type ShowroomSeed = { headline: string; intro: string; variants: Variant[] }

export const TOYOTA_SHOWROOM: Readonly<Record<string, ShowroomSeed>> = {
  yaris: {
    headline: 'Small car, big personality',
    intro: 'Nimble in the city and frugal on the open road, with hybrid power on the upper grades.',
    variants: [
      ['Ascent Sport', 25_990, '1.5L petrol, CVT automatic, 8-inch touchscreen'],
      ['SX Hybrid', 32_690, '1.5L hybrid, head-up display, alloy wheels'],
      ['ZR Hybrid', 35_570, '1.5L hybrid, two-tone paint, LED headlamps'],
    ],
  },
  corolla: {
    headline: "The world's best-selling nameplate",
    intro: 'Hatch or sedan, every Corolla is a self-charging hybrid with Toyota Safety Sense as standard.',
    variants: [
      ['Ascent Sport Hybrid', 33_490, '1.8L hybrid hatch, wireless smartphone mirroring'],
      ['SX Hybrid', 36_900, '1.8L hybrid, 18-inch alloys, dual-zone climate'],
      ['ZR Hybrid', 40_560, '2.0L hybrid, JBL audio, heated sports seats'],
    ],
  },
  camry: {
    headline: 'Hybrid comfort for the long haul',
    intro: 'A roomy family sedan with a 2.5L hybrid drivetrain on every grade.',
    variants: [
      ['Ascent Hybrid', 39_990, '2.5L hybrid, 12.3-inch touchscreen'],
      ['SX Hybrid', 46_990, 'Sports suspension, 19-inch alloys'],
      ['SL Hybrid', 53_490, 'Leather-accented seats, panoramic roof, JBL audio'],
    ],
  },
  gr86: {
    headline: 'Pure rear-drive fun',
    intro: 'A 2.4L boxer engine, a low centre of gravity and a manual or automatic gearbox.',
    variants: [
      ['GR86 Manual', 45_400, '2.4L boxer, 6-speed manual, limited-slip differential'],
      ['GR86 GTS Automatic', 50_440, '6-speed automatic, Brembo-style brakes, Alcantara trim'],
    ],
  },
  'yaris-cross': {
    headline: 'A compact SUV made for the city',
    intro: 'High seating, a clever boot and available AWD hybrid.',
    variants: [
      ['GX', 30_990, '1.5L petrol, 2WD'],
      ['GXL Hybrid', 36_990, '1.5L hybrid, 2WD, satellite navigation'],
      ['Urban Hybrid AWD', 40_490, 'E-Four AWD hybrid, power tailgate'],
    ],
  },
  'corolla-cross': {
    headline: 'Corolla confidence, SUV space',
    intro: 'A family-sized SUV with hybrid efficiency and room for the weekend.',
    variants: [
      ['GX Hybrid 2WD', 37_990, '2.0L hybrid, 8-inch touchscreen'],
      ['GXL Hybrid 2WD', 41_990, 'Dual-zone climate, wireless charging'],
      ['Atmos Hybrid AWD', 51_990, 'E-Four AWD, panoramic roof, JBL audio'],
    ],
  },
  'c-hr': {
    headline: 'Design that turns heads',
    intro: 'A coupe-styled SUV with a bold two-tone look and hybrid power.',
    variants: [
      ['GXL Hybrid', 45_990, '2.0L hybrid, 2WD, 12.3-inch screen'],
      ['Koba Hybrid', 52_990, 'Leather-accented trim, JBL audio'],
      ['GR Sport Hybrid AWD', 54_990, 'E-Four AWD, sports seats, 20-inch alloys'],
    ],
  },
  rav4: {
    headline: "Australia's favourite hybrid SUV",
    intro: 'Every RAV4 is a 2.5L self-charging hybrid, with 2WD or AWD and room for five.',
    variants: [
      ['GX 2WD Hybrid', 41_490, '2.5L hybrid, 8-inch touchscreen, Toyota Safety Sense'],
      ['GXL 2WD Hybrid', 45_990, 'Dual-zone climate, satellite navigation'],
      ['XSE AWD Hybrid', 52_490, 'E-Four AWD, sports styling, wireless charging'],
      ['Cruiser AWD Hybrid', 53_490, 'Leather-accented seats, power tailgate, 360-degree camera'],
      ['Edge AWD Hybrid', 57_490, 'Trail-tuned suspension, JBL audio, 19-inch alloys'],
    ],
  },
  kluger: {
    headline: 'Seven seats, hybrid efficiency',
    intro: 'A large family SUV with three rows and available AWD hybrid.',
    variants: [
      ['GX 2WD', 53_890, '2.4L turbo petrol, seven seats'],
      ['GXL AWD Hybrid', 68_050, '2.5L hybrid, tri-zone climate'],
      ['Grande AWD Hybrid', 80_090, 'Head-up display, JBL audio, captain-chair option'],
    ],
  },
  prado: {
    headline: 'Built for the big lap',
    intro: 'A proven 4WD with a 2.8L turbo-diesel and serious off-road ability.',
    variants: [
      ['GX', 72_140, '2.8L turbo-diesel, 8-speed automatic, full-time 4WD'],
      ['VX', 84_360, 'Leather-accented seats, 12.3-inch screen'],
      ['Kakadu', 97_550, 'Adaptive suspension, multi-terrain select, JBL audio'],
    ],
  },
  'landcruiser-300': {
    headline: 'The legend, rebuilt',
    intro: 'A twin-turbo V6 diesel and the strength to go anywhere.',
    variants: [
      ['GX', 94_490, '3.3L twin-turbo V6 diesel, 10-speed automatic'],
      ['GXL', 104_710, 'Seven seats, 9-inch touchscreen'],
      ['Sahara', 134_590, 'Leather-accented trim, rear-seat entertainment'],
    ],
  },
  bz4x: {
    headline: "Toyota's battery electric SUV",
    intro: 'Zero tailpipe emissions, with front-wheel or all-wheel drive.',
    variants: [
      ['bZ4X FWD', 66_000, '71.4 kWh battery, up to 470 km range'],
      ['bZ4X AWD', 74_900, 'Dual motors, X-MODE, up to 440 km range'],
    ],
  },
  hilux: {
    headline: 'Unbreakable',
    intro: 'From WorkMate to Rogue, the ute Australia trusts for work and play.',
    variants: [
      ['WorkMate 4x2 Single Cab', 30_020, '2.7L petrol, cab chassis'],
      ['SR5 4x4 Double Cab', 63_490, '2.8L turbo-diesel, 8-inch touchscreen'],
      ['Rogue 4x4 Double Cab', 72_390, 'V-Active technology, sports bar, 18-inch alloys'],
    ],
  },
  'landcruiser-70': {
    headline: 'Built to last',
    intro: 'A workhorse for the toughest country, now with a 2.8L four-cylinder.',
    variants: [
      ['WorkMate Single Cab', 77_600, '2.8L turbo-diesel, 6-speed automatic'],
      ['GXL Wagon', 85_300, 'Front and rear diff locks, nine-inch touchscreen'],
    ],
  },
  hiace: {
    headline: 'The van that keeps business moving',
    intro: 'Long or super-long wheelbase van, or a commuter bus for twelve.',
    variants: [
      ['LWB Van', 51_450, '2.8L turbo-diesel, automatic'],
      ['SLWB Commuter', 77_280, '12 seats, rear air-conditioning'],
    ],
  },
  tundra: {
    headline: 'Full-size capability',
    intro: 'A full-size pickup remanufactured in Australia to right-hand drive.',
    variants: [['Limited', 155_000, '3.4L twin-turbo V6 hybrid, 4,500 kg towing']],
  },
  'gr-yaris': {
    headline: 'Rally-bred hot hatch',
    intro: 'A turbocharged three-cylinder and GR-FOUR all-wheel drive.',
    variants: [['GR Yaris', 77_800, '1.6L turbo, GR-FOUR AWD, 8-speed automatic or manual']],
  },
  'gr-corolla': {
    headline: 'Hot hatch, everyday practicality',
    intro: 'Five doors, 224 kW and GR-FOUR all-wheel drive.',
    variants: [['GR Corolla GTS', 69_890, '1.6L turbo, GR-FOUR AWD, 6-speed manual']],
  },
  'gr-supra': {
    headline: 'The icon returns',
    intro: 'A turbocharged inline-six and rear-wheel drive.',
    variants: [
      ['GR Supra GT', 84_900, '3.0L turbo six, 8-speed automatic'],
      ['GR Supra GTS', 94_900, 'Adaptive suspension, 19-inch forged alloys'],
    ],
  },
  'urban-cruiser': {
    headline: 'A compact electric SUV, coming soon',
    intro: 'Register your interest to hear first about grades, prices and arrival dates.',
    variants: [
      ['Urban Cruiser FWD', null, 'Battery electric, front-wheel drive'],
      ['Urban Cruiser AWD', null, 'Battery electric, all-wheel drive'],
    ],
  },
  'bz-woodland': {
    headline: 'Electric adventure, coming soon',
    intro: 'A rugged electric wagon with all-wheel drive. Register your interest for first news.',
    variants: [['bZ Woodland AWD', null, 'Battery electric, all-wheel drive']],
  },
  fortuner: {
    headline: 'No longer sold new',
    intro: 'The Fortuner has left the range. Ask us about a Prado or a used Fortuner.',
    variants: [],
  },
}

/** The genuine accessories each model on sale starts with, priced by the model's size. */
export const TOYOTA_ACCESSORY_KINDS = [
  { key: 'towbar', name: 'Towbar', description: 'Genuine heavy-duty towbar with wiring harness, fitted.', price: 1_199 },
  { key: 'mats', name: 'All-weather floor mats', description: 'Rubber mats cut to the floor, front and rear.', price: 249 },
  { key: 'roof', name: 'Roof racks', description: 'Aluminium cross bars with locks.', price: 699 },
  { key: 'bonnet', name: 'Bonnet protector', description: 'Tinted acrylic protector against stone chips.', price: 229 },
  { key: 'cargo', name: 'Cargo liner', description: 'Moulded liner for the load area, easy to clean.', price: 189 },
  { key: 'weather', name: 'Weathershields', description: 'Slim-line shields for fresh air in the rain, set of four.', price: 279 },
] as const

export type AccessoryKey = (typeof TOYOTA_ACCESSORY_KINDS)[number]['key']

type ModelData = Pick<Model, 'headline' | 'intro' | 'variants' | 'accessories'>

/** A model's showroom content for the collection; accessories only for models on sale, with the image of each kind. */
export function toyotaShowroomData(
  slug: string,
  status: Model['status'],
  images: Partial<Record<AccessoryKey, number | string>>,
): ModelData {
  const seed = TOYOTA_SHOWROOM[slug]
  if (!seed) return {}
  const onSale = status === 'active'
  // Bigger vehicles take bigger (dearer) parts: the scale follows the entry price.
  const entry = seed.variants.find(([, price]) => typeof price === 'number')?.[1] ?? 0
  const scale = entry > 70_000 ? 1.6 : entry > 45_000 ? 1.25 : 1
  return {
    headline: seed.headline,
    intro: seed.intro,
    variants: seed.variants.map(([name, price, description]) => ({ name, price, description })),
    accessories: onSale
      ? TOYOTA_ACCESSORY_KINDS.map((kind, index) => ({
          name: kind.name,
          part_number: `PZ${String(slug.length * 7 + index).padStart(3, '0')}-${slug
            .replace(/[^a-z0-9]/g, '')
            .slice(0, 5)
            .toUpperCase()}-${index + 1}0`,
          price: Math.round((kind.price * scale) / 10) * 10 - 1,
          description: kind.description,
          image: (images[kind.key] as number | undefined) ?? null,
        }))
      : [],
  }
}
