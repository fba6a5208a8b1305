import { describe, expect, it, jest } from '@jest/globals'

import {
  builtInPostcodeGeocoder,
  builtInPostcodeTable,
  checkPostcode,
  createDatasetPostcodeGeocoder,
  indexPostcodeDataset,
  isValidPostcodeFormat,
  suburbName,
  type PostcodeGeocoder,
} from './postcode'

describe('built-in table', () => {
  it('holds about thirty real capital-city postcodes with plausible coordinates', () => {
    const table = builtInPostcodeTable()
    const entries = Object.entries(table)
    expect(entries.length).toBeGreaterThanOrEqual(30)
    const states = new Set(entries.map(([, place]) => place.state))
    expect([...states].sort()).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'])
    for (const [code, place] of entries) {
      expect(isValidPostcodeFormat(code)).toBe(true)
      // Mainland Australia and Tasmania.
      expect(place.latitude).toBeGreaterThan(-44)
      expect(place.latitude).toBeLessThan(-10)
      expect(place.longitude).toBeGreaterThan(112)
      expect(place.longitude).toBeLessThan(154)
      expect(place.suburbs.length).toBeGreaterThan(0)
    }
  })

  it('places the capitals', async () => {
    expect(await builtInPostcodeGeocoder.lookupPostcode('2000', 'AU')).toMatchObject({
      state: 'NSW',
      latitude: -33.8688,
      longitude: 151.2093,
    })
    expect((await builtInPostcodeGeocoder.lookupPostcode('3000', 'AU'))?.suburbs).toContain('Melbourne')
    expect((await builtInPostcodeGeocoder.lookupPostcode('0800', 'AU'))?.state).toBe('NT')
    expect(await builtInPostcodeGeocoder.lookupPostcode('9999', 'AU')).toBeNull()
    expect(await builtInPostcodeGeocoder.lookupPostcode('200', 'AU')).toBeNull()
  })

  it('hands out copies, so callers cannot change the table', async () => {
    const first = await builtInPostcodeGeocoder.lookupPostcode('2000', 'AU')
    first?.suburbs.push('Nowhere')
    expect((await builtInPostcodeGeocoder.lookupPostcode('2000', 'AU'))?.suburbs).not.toContain('Nowhere')
  })
})

describe('indexPostcodeDataset', () => {
  it('groups rows by postcode: mean coordinates, every suburb, the most named state', () => {
    const index = indexPostcodeDataset([
      { postcode: '2620', locality: 'QUEANBEYAN', state: 'NSW', lat: -35.35, long: 149.23 },
      { postcode: '2620', locality: 'QUEANBEYAN EAST', state: 'NSW', lat: '-35.34', long: '149.25' },
      { postcode: '2620', locality: 'Hume', state: 'ACT', lat: -35.39, long: 149.17 },
      { postcode: 800, suburb: 'Darwin', state: 'nt', latitude: -12.46, longitude: 130.84 },
      { postcode: '12', locality: 'Bad', state: 'NSW', lat: -33, long: 151 },
      { postcode: '3000', locality: 'No Coordinates', state: 'VIC', lat: 0, long: 0 },
      null,
      'junk',
    ])
    expect([...index.keys()].sort()).toEqual(['0800', '2620'])
    expect(index.get('2620')).toEqual({
      latitude: -35.36,
      longitude: 149.2167,
      state: 'NSW',
      suburbs: ['Hume', 'Queanbeyan', 'Queanbeyan East'],
    })
    expect(index.get('0800')).toEqual({ latitude: -12.46, longitude: 130.84, state: 'NT', suburbs: ['Darwin'] })
  })

  it('skips postcodes that are for mail only: in no statistical area, like PO boxes and the 9999 North Pole', () => {
    const index = indexPostcodeDataset([
      { postcode: '9999', locality: 'NORTH POLE', state: 'VIC', lat: -37.8174, long: 144.9568, sa2: '', SA2_CODE_2021: '' },
      { postcode: '1001', locality: 'SYDNEY', state: 'NSW', lat: -33.8688, long: 151.2093, SA2_CODE_2021: '' },
      { postcode: '3220', locality: 'GEELONG', state: 'VIC', lat: -38.1471, long: 144.3607, SA2_CODE_2021: '203011033' },
    ])
    expect([...index.keys()]).toEqual(['3220'])
  })

  it('gives an empty index for anything but an array', () => {
    expect(indexPostcodeDataset({ postcode: '2000' }).size).toBe(0)
  })

  it('title-cases upper-case names and keeps mixed-case ones', () => {
    expect(suburbName('ST KILDA  WEST')).toBe('St Kilda West')
    expect(suburbName("O'CONNOR")).toBe("O'Connor")
    expect(suburbName('McMahons Point')).toBe('McMahons Point')
  })
})

describe('createDatasetPostcodeGeocoder', () => {
  const dataset = JSON.stringify([{ postcode: '2850', locality: 'MUDGEE', state: 'NSW', lat: -32.6, long: 149.58 }])

  it('reads the file on the first lookup only', async () => {
    const readText = jest.fn(async (_path: string) => dataset)
    const geocoder = createDatasetPostcodeGeocoder({ datasetPath: '/data/postcodes.json', readText })
    expect(readText).not.toHaveBeenCalled()
    expect(await geocoder.lookupPostcode('2850', 'AU')).toEqual({ latitude: -32.6, longitude: 149.58, state: 'NSW', suburbs: ['Mudgee'] })
    expect(await geocoder.lookupPostcode('2000', 'AU')).toBeNull()
    expect(readText).toHaveBeenCalledTimes(1)
    expect(readText).toHaveBeenCalledWith('/data/postcodes.json')
  })

  it('answers from the fallback while the file cannot be read, and tries again next time', async () => {
    const onLoadError = jest.fn()
    let calls = 0
    const readText = async () => {
      calls += 1
      if (calls === 1) throw new Error('ENOENT')
      return dataset
    }
    const geocoder = createDatasetPostcodeGeocoder({ datasetPath: 'missing.json', readText, onLoadError })
    expect((await geocoder.lookupPostcode('2000', 'AU'))?.state).toBe('NSW')
    expect(onLoadError).toHaveBeenCalledTimes(1)
    expect((await geocoder.lookupPostcode('2850', 'AU'))?.suburbs).toEqual(['Mudgee'])
  })

  it('knows only Australian four-digit postcodes', async () => {
    const readText = jest.fn(async () => dataset)
    const geocoder = createDatasetPostcodeGeocoder({ datasetPath: 'x', readText })
    expect(await geocoder.lookupPostcode('28500', 'AU')).toBeNull()
    expect(await geocoder.lookupPostcode('2850', 'NZ' as 'AU')).toBeNull()
    expect(readText).not.toHaveBeenCalled()
  })
})

describe('checkPostcode', () => {
  it('checks the format first, with the format message', async () => {
    const geocoder: PostcodeGeocoder = { lookupPostcode: jest.fn(async () => null) }
    expect(await checkPostcode(geocoder, '123')).toEqual({ ok: false, message: 'Invalid postcode. Please enter a 4-digit number.' })
    expect(geocoder.lookupPostcode).not.toHaveBeenCalled()
  })

  it("fails with 'Invalid postcode' when the geocoder knows no such place", async () => {
    expect(await checkPostcode(builtInPostcodeGeocoder, '9999')).toEqual({ ok: false, message: 'Invalid postcode' })
  })

  it('returns the place, asking for country AU', async () => {
    const lookupPostcode = jest.fn(builtInPostcodeGeocoder.lookupPostcode)
    const result = await checkPostcode({ lookupPostcode }, ' 6000 ')
    expect(result).toMatchObject({ ok: true, location: { state: 'WA' } })
    expect(lookupPostcode).toHaveBeenCalledWith('6000', 'AU')
  })

  it('lets the enquiry through unplaced when the geocoder itself fails', async () => {
    const onLookupError = jest.fn()
    const broken: PostcodeGeocoder = {
      lookupPostcode: async () => {
        throw new Error('maps down')
      },
    }
    expect(await checkPostcode(broken, '2000', onLookupError)).toEqual({ ok: true, location: null })
    expect(onLookupError).toHaveBeenCalledTimes(1)
  })
})
