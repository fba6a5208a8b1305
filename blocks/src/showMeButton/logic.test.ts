import { describe, expect, it } from '@jest/globals'

import { parseSearchUrl } from '../vehicleSearch/urlState'
import { showMeButtonText } from '../vehicleSearch/resultsDisplay'
import { showMeHref, showMeNoun, showMeSearchState } from './logic'

describe("the 'Show Me {count} {cars}' button", () => {
  it('links to the search with its car types, make and model, in the URL form the search page reads', () => {
    const href = showMeHref({ carTypes: ['new', 'demo'], make: 'Toyota', model: 'HiLux' })
    expect(href).toBe('/search?car_type=new&car_type=demo&make=Toyota&model=HiLux')
    expect(parseSearchUrl(href.split('?')[1] ?? '').refinements).toEqual(
      showMeSearchState({ carTypes: ['new', 'demo'], make: 'Toyota', model: 'HiLux' }).refinements,
    )
    expect(showMeHref({})).toBe('/search')
  })

  it('reads with the block’s nouns, singular for one', () => {
    expect(showMeButtonText(1234, showMeNoun({}))).toBe('Show Me 1,234 Cars')
    expect(showMeButtonText(1, showMeNoun({ singular: 'Caravan', plural: 'Caravans' }))).toBe('Show Me 1 Caravan')
  })
})
