import { describe, expect, it } from '@jest/globals'

import { favouriteAddedEvent, printEvent, usedVehicleViewEvent } from './events'
import {
  FAVOURITES_LIMIT,
  FAVOURITES_STORAGE_KEY,
  favouriteEntry,
  isFavourite,
  parseFavourites,
  parseViewedCars,
  recordViewedCar,
  toggleFavourite,
  VIEWED_CARS_LIMIT,
  VIEWED_CARS_STORAGE_KEY,
  viewedCarEntry,
  type FavouriteEntry,
  type ViewedCarEntry,
} from './history'

const car = {
  id: 42,
  name: '2021 Toyota Corolla Ascent Sport',
  slug: '2021-toyota-corolla-ascent-sport-h1234',
  make: 'Toyota',
  model: 'Corolla',
  badge: 'Ascent Sport',
  year: 2021,
  km: 35120,
  car_type: 'used' as const,
  stocknum: 'H1234',
  body: 'Hatchback',
  simple_body: 'Hatch',
  primary_image_url: 'https://cdn.example.com/h1234.jpg',
  images: [{ src: '/uploads/h1234-1.webp' }],
}

function favourite(id: number, overrides: Partial<FavouriteEntry> = {}): FavouriteEntry {
  return { id, name: `Car ${id}`, slug: `car-${id}`, make: 'Kia', model: 'Sportage', primary_image_url: null, ...overrides }
}

function viewed(id: number | string): ViewedCarEntry {
  return { id, stocknum: `S${id}`, make: 'Mazda', model: 'CX-5', body: 'SUV', simple_body: 'SUV' }
}

describe('local history entries', () => {
  it('a favourite entry has exactly the spec fields: id, name, slug, make, model, primary_image_url', () => {
    const entry = favouriteEntry(car)
    expect(entry).toEqual({
      id: 42,
      name: '2021 Toyota Corolla Ascent Sport',
      slug: '2021-toyota-corolla-ascent-sport-h1234',
      make: 'Toyota',
      model: 'Corolla',
      primary_image_url: 'https://cdn.example.com/h1234.jpg',
    })
    expect(Object.keys(entry).sort()).toEqual(['id', 'make', 'model', 'name', 'primary_image_url', 'slug'])
  })

  it('a car with uploaded photos only takes its first photo as the favourite picture; none gives null', () => {
    expect(favouriteEntry({ ...car, primary_image_url: null }).primary_image_url).toBe('/uploads/h1234-1.webp')
    expect(favouriteEntry({ ...car, primary_image_url: '  ', images: [] }).primary_image_url).toBeNull()
  })

  it('a viewed-car entry has exactly the spec fields: id, stocknum, make, model, body, simple_body', () => {
    const entry = viewedCarEntry(car)
    expect(entry).toEqual({ id: 42, stocknum: 'H1234', make: 'Toyota', model: 'Corolla', body: 'Hatchback', simple_body: 'Hatch' })
    expect(Object.keys(entry).sort()).toEqual(['body', 'id', 'make', 'model', 'simple_body', 'stocknum'])
  })

  it('blank values are stored as null rather than empty strings', () => {
    expect(viewedCarEntry({ ...car, stocknum: ' ', body: null, simple_body: undefined })).toMatchObject({
      stocknum: null,
      body: null,
      simple_body: null,
    })
  })

  it('uses one documented key per list', () => {
    expect(FAVOURITES_STORAGE_KEY).toBe('fc-favourites')
    expect(VIEWED_CARS_STORAGE_KEY).toBe('fc-viewed-cars')
    expect(FAVOURITES_STORAGE_KEY).not.toBe(VIEWED_CARS_STORAGE_KEY)
  })
})

describe('favourites', () => {
  it('toggling a new car adds it first; toggling it again removes it and leaves the rest', () => {
    const start = [favourite(1), favourite(2)]
    const added = toggleFavourite(start, favourite(3))
    expect(added.added).toBe(true)
    expect(added.list.map((entry) => entry.id)).toEqual([3, 1, 2])
    expect(isFavourite(added.list, 3)).toBe(true)

    const removed = toggleFavourite(added.list, favourite(3))
    expect(removed.added).toBe(false)
    expect(removed.list.map((entry) => entry.id)).toEqual([1, 2])
    expect(isFavourite(removed.list, 3)).toBe(false)
  })

  it('matches ids whether stored as numbers or text', () => {
    const list = parseFavourites(JSON.stringify([{ ...favourite(7), id: '7' }]))
    expect(isFavourite(list, 7)).toBe(true)
    expect(toggleFavourite(list, favourite(7)).list).toEqual([])
  })

  it('never grows past its guard limit: the oldest drops off', () => {
    const full = Array.from({ length: FAVOURITES_LIMIT }, (_, index) => favourite(index + 1))
    const { list } = toggleFavourite(full, favourite(999))
    expect(list).toHaveLength(FAVOURITES_LIMIT)
    expect(list[0]?.id).toBe(999)
    expect(isFavourite(list, FAVOURITES_LIMIT)).toBe(false)
  })

  it('does not change the list it was given', () => {
    const start = [favourite(1)]
    toggleFavourite(start, favourite(2))
    toggleFavourite(start, favourite(1))
    expect(start).toEqual([favourite(1)])
  })

  it('reads back what it wrote, and survives storage it did not write', () => {
    const list = [favourite(1, { primary_image_url: '/uploads/a.webp' }), favourite(2)]
    expect(parseFavourites(JSON.stringify(list))).toEqual(list)
    expect(parseFavourites(null)).toEqual([])
    expect(parseFavourites('not json')).toEqual([])
    expect(parseFavourites('{"id":1}')).toEqual([])
    // Entries without an id or a slug cannot be shown or removed; they are dropped, the rest kept.
    expect(parseFavourites(JSON.stringify([null, 3, { id: 1 }, { slug: 'x' }, favourite(5)]))).toEqual([favourite(5)])
  })
})

describe('viewed cars', () => {
  it('puts the latest visit first', () => {
    expect(recordViewedCar([viewed(1), viewed(2)], viewed(3)).map((entry) => entry.id)).toEqual([3, 1, 2])
  })

  it('keeps one entry per car: a second visit moves it to the front with its fresh details', () => {
    const refreshed = { ...viewed(2), stocknum: 'NEW' }
    const list = recordViewedCar([viewed(1), viewed(2), viewed(3)], refreshed)
    expect(list.map((entry) => entry.id)).toEqual([2, 1, 3])
    expect(list[0]?.stocknum).toBe('NEW')
    expect(recordViewedCar([viewed('2')], viewed(2))).toHaveLength(1)
  })

  it(`keeps the ${VIEWED_CARS_LIMIT} most recent cars`, () => {
    let list: ViewedCarEntry[] = []
    for (let id = 1; id <= VIEWED_CARS_LIMIT + 5; id += 1) list = recordViewedCar(list, viewed(id))
    expect(list).toHaveLength(VIEWED_CARS_LIMIT)
    expect(list[0]?.id).toBe(VIEWED_CARS_LIMIT + 5)
    expect(list.at(-1)?.id).toBe(6)
    expect(recordViewedCar([viewed(1), viewed(2)], viewed(3), 2).map((entry) => entry.id)).toEqual([3, 1])
  })

  it('reads back what it wrote and drops unreadable entries', () => {
    const list = [viewed(1), viewed('abc')]
    expect(parseViewedCars(JSON.stringify(list))).toEqual(list)
    expect(parseViewedCars('[{"make":"Kia"}, "x"]')).toEqual([])
    expect(parseViewedCars('')).toEqual([])
  })
})

describe('analytics events of the vehicle page', () => {
  it('favourite added is event 39 with the vehicle facts', () => {
    expect(favouriteAddedEvent(car)).toMatchObject({
      eventId: 39,
      carId: 42,
      vehicleMake: 'Toyota',
      vehicleModel: 'Corolla',
      vehicleStatus: 'Used',
    })
  })

  it('print is event 61, for the print page and the PDF alike', () => {
    expect(printEvent(car, 'page')).toMatchObject({ eventId: 61, printFormat: 'page', carId: 42 })
    expect(printEvent(car, 'pdf')).toMatchObject({ eventId: 61, printFormat: 'pdf' })
  })

  it('the used vehicle view (event 4) is sent for used cars only', () => {
    expect(usedVehicleViewEvent(car)).toMatchObject({ eventId: 4, carId: 42 })
    expect(usedVehicleViewEvent({ ...car, car_type: 'new' })).toBeNull()
    expect(usedVehicleViewEvent({ ...car, car_type: 'demo' })).toBeNull()
  })
})
