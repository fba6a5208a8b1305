import { access, mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { CAR_ANGLES, type CarAngle, carPhoto, carPhotoKey, carShapeOf } from './images'

/** A photo's file name in the media folder; the site's /uploads route serves it by that name. */
export function stockPhotoFileName(key: string): string {
  return `stock-photo-${key}.webp`
}

type PhotoCar = { body: string; colour: string; photos_count: number }

/** The three photos' keys of a car, front three-quarter first; none for a car the feed sends without photos. */
export function stockPhotoKeys(car: PhotoCar): string[] {
  if (!(car.photos_count > 0)) return []
  const shape = carShapeOf(car.body)
  return CAR_ANGLES.map((angle: CarAngle) => carPhotoKey(shape, car.colour, angle))
}

/**
 * Renders the generated cars' photos into the media folder, each (body shape, paint, angle) once: a
 * dealer's 300 cars share a few dozen pictures rather than needing 900, and a file already there (an
 * earlier tenant, an earlier start) is not drawn again. The files are shared by every tenant, as the
 * pictures are the same; cars point at them by URL (`images[].url`, `primary_image_url`).
 */
export async function renderStockPhotos(mediaDir: string, cars: readonly PhotoCar[]): Promise<{ rendered: number; reused: number }> {
  const wanted = new Map<string, { shape: ReturnType<typeof carShapeOf>; colour: string; angle: CarAngle }>()
  for (const car of cars) {
    if (!(car.photos_count > 0)) continue
    const shape = carShapeOf(car.body)
    for (const angle of CAR_ANGLES) wanted.set(carPhotoKey(shape, car.colour, angle), { shape, colour: car.colour, angle })
  }
  await mkdir(mediaDir, { recursive: true })
  const missing: Array<[string, { shape: ReturnType<typeof carShapeOf>; colour: string; angle: CarAngle }]> = []
  for (const entry of wanted) {
    const exists = await access(path.join(mediaDir, stockPhotoFileName(entry[0]))).then(
      () => true,
      () => false,
    )
    if (!exists) missing.push(entry)
  }
  // Two at a time: sharp renders on its own threads, and the machine may be serving meanwhile.
  let next = 0
  const worker = async () => {
    while (next < missing.length) {
      const [key, photo] = missing[next++]!
      await writeFile(path.join(mediaDir, stockPhotoFileName(key)), await carPhoto(photo))
    }
  }
  await Promise.all([worker(), worker()])
  return { rendered: missing.length, reused: wanted.size - missing.length }
}

/** The public addresses of a car's photos. */
export function stockPhotoUrls(car: PhotoCar): string[] {
  return stockPhotoKeys(car).map((key) => `/uploads/${stockPhotoFileName(key)}`)
}
