import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from '@jest/globals'
import sharp from 'sharp'

import { seededMakes } from './brands'
import { CAR_ANGLES, carPhoto, carShapeOf, type CarShape } from './images'
import { demoStockFor } from './stock'
import { carCatalogue } from './stockGenerator'
import { renderStockPhotos, stockPhotoUrls } from './stockPhotos'
import { demoTenants } from './templates'

/** The mean colour of the middle of a photo, where the car's body is. */
async function middleColour(image: Buffer): Promise<[number, number, number]> {
  // stats() reads the pipeline's input, so the cut-out is made a picture of its own first.
  const middle = await sharp(image).extract({ left: 450, top: 400, width: 300, height: 60 }).png().toBuffer()
  const { channels } = await sharp(middle).stats()
  return [channels[0]!.mean, channels[1]!.mean, channels[2]!.mean]
}

describe('generated car photos', () => {
  it('draws each body type from each angle, 1200 × 800, in the car’s paint', async () => {
    const shapes: CarShape[] = [
      'hatch',
      'sedan',
      'wagon',
      'coupe',
      'suv',
      'ute',
      'van',
      'people-mover',
      'caravan',
      'pop-top',
      'camper-trailer',
    ]
    for (const shape of shapes) {
      for (const angle of CAR_ANGLES) {
        const image = await carPhoto({ shape, colour: 'Red', angle })
        expect(await sharp(image).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 800 })
      }
    }
    const [red, , blue] = await middleColour(await carPhoto({ shape: 'suv', colour: 'Red', angle: 'side' }))
    expect(red).toBeGreaterThan(blue + 40)
    const [, , blueOfBlue] = await middleColour(await carPhoto({ shape: 'suv', colour: 'Blue', angle: 'side' }))
    expect(blueOfBlue).toBeGreaterThan(blue + 40)
    // Angles are different pictures.
    const side = await sharp(await carPhoto({ shape: 'ute', colour: 'White', angle: 'side' }))
      .raw()
      .toBuffer()
    const rear = await sharp(await carPhoto({ shape: 'ute', colour: 'White', angle: 'rear' }))
      .raw()
      .toBuffer()
    expect(side.equals(rear)).toBe(false)
  })

  it('picks the drawing from the body type', () => {
    expect(
      ['SUV', 'ute', 'Hatch', 'people mover', 'van', 'Pop Top', 'Camper Trailer', 'Caravan', 'convertible', 'wagon', 'Sedan', ''].map(
        carShapeOf,
      ),
    ).toEqual(['suv', 'ute', 'hatch', 'people-mover', 'van', 'pop-top', 'camper-trailer', 'caravan', 'coupe', 'wagon', 'sedan', 'sedan'])
  })

  it('renders each shape, paint and angle once for a whole stock, and nothing again the next time', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'forecourt-photos-'))
    try {
      const site = demoTenants.find((each) => each.stock?.makes?.includes('Toyota'))!
      const cars = demoStockFor(site.tenant.slug, site.stock!, 300)
      const first = await renderStockPhotos(dir, cars)
      const photographed = cars.filter((car) => car.photos_count > 0)
      const distinct = new Set(photographed.flatMap((car) => stockPhotoUrls(car)))
      expect(first).toEqual({ rendered: distinct.size, reused: 0 })
      // Far fewer pictures than three per car.
      expect(distinct.size).toBeLessThan(photographed.length)
      expect((await readdir(dir)).length).toBe(distinct.size)
      expect(await renderStockPhotos(dir, cars)).toEqual({ rendered: 0, reused: distinct.size })
      // Every car with photos has three, front three-quarter first; a car without photos has none.
      for (const car of cars) expect(stockPhotoUrls(car)).toHaveLength(car.photos_count > 0 ? 3 : 0)
      expect(stockPhotoUrls(photographed[0]!)[0]).toMatch(/^\/uploads\/stock-photo-[a-z-]+-front\.webp$/)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 120_000)
})

describe('the make list', () => {
  it('holds the full list of about 140 makes, each once, the common ones with their brand colours', () => {
    const makes = seededMakes()
    expect(makes.length).toBeGreaterThanOrEqual(135)
    expect(new Set(makes.map((make) => make.slug)).size).toBe(makes.length)
    expect(makes.find((make) => make.slug === 'toyota')?.colour).toBe('#eb0a1e')
    for (const name of ['Mercedes-Benz', 'Land Rover', 'Jayco', 'Zone RV', 'Harley-Davidson', 'Chery', 'Holden', 'Lexus', 'Jeep']) {
      expect(makes.map((make) => make.name)).toContain(name)
    }
    expect(makes.find((make) => make.name === 'Mercedes-Benz')?.slug).toBe('mercedes-benz')
    // Every make of the demo stock is in it.
    const stockMakes = [
      ...carCatalogue.map((make) => make.make),
      ...demoTenants.flatMap((site) => demoStockFor(site.tenant.slug, site.stock!, 60).map((car) => car.make)),
    ]
    const active = makes.filter((make) => make.status === 'active').map((make) => make.name)
    for (const make of new Set(stockMakes)) expect(active).toContain(make)
    // The rest wait, hidden from the menus, until a dealer sells them.
    expect(active.length).toBeLessThan(40)
    expect(makes.find((make) => make.name === 'Alfa Romeo')?.status).toBe('hidden')
  })
})
