import { type SearchUrlState, serialiseSearchUrl } from '../vehicleSearch/urlState'

export type ShowMeButtonSettings = {
  carTypes?: readonly string[] | null
  make?: string | null
  model?: string | null
  singular?: string | null
  plural?: string | null
}

/** The search state the button stands for: its car types, make and model. */
export function showMeSearchState(settings: ShowMeButtonSettings): SearchUrlState {
  const refinements: SearchUrlState['refinements'] = {}
  if (settings.carTypes?.length) refinements.car_type = [...settings.carTypes]
  if (settings.make?.trim()) refinements.make = [settings.make.trim()]
  if (settings.model?.trim()) refinements.model = [settings.model.trim()]
  return { query: '', page: 1, sortBy: null, refinements, ranges: {} }
}

export function showMeHref(settings: ShowMeButtonSettings, searchPath = '/search'): string {
  const query = serialiseSearchUrl(showMeSearchState(settings))
  return query ? `${searchPath}?${query}` : searchPath
}

export function showMeNoun(settings: ShowMeButtonSettings): { singular: string; plural: string } {
  return { singular: settings.singular?.trim() || 'Car', plural: settings.plural?.trim() || 'Cars' }
}
