/** Tenant layouts for promo slots in the search grid (1-based grid positions), as the spec lists them. */
export const PROMO_SLOT_LAYOUTS: readonly (readonly number[])[] = [[8, 17], [9], [6], [4]]

const MS_PER_DAY = 86_400_000
const dateOnly = /^\d{4}-\d{2}-\d{2}$/

export type PromoCard<Node = unknown> = {
  id?: string | number
  start?: string | null
  expiry?: string | null
  /** 1-based position in the grid of hits and cards. */
  position?: number | string | null
  /** car_type values the card is about. */
  display?: readonly string[] | string | null
  strictDisplay?: boolean | null
  node: Node
}

type GridItem<Hit, Node> = { kind: 'hit'; hit: Hit } | { kind: 'promo'; card: PromoCard<Node> }

/** A date-only expiry lasts to the end of that day (UTC); an unreadable date does not restrict the card. */
export function isInPromoWindow(card: Pick<PromoCard, 'start' | 'expiry'>, nowMs: number): boolean {
  const start = parseDate(card.start)
  const expiry = parseDate(card.expiry)
  if (start !== null && nowMs < start) return false
  if (expiry !== null) {
    const end = dateOnly.test(card.expiry?.trim() ?? '') ? expiry + MS_PER_DAY : expiry
    if (nowMs >= end) return false
  }
  return true
}

/** A strict-display card needs one of its car types among the chosen car_type filters. */
export function matchesStrictDisplay(card: Pick<PromoCard, 'display' | 'strictDisplay'>, chosenCarTypes: readonly string[]): boolean {
  if (!card.strictDisplay) return true
  const display = (typeof card.display === 'string' ? card.display.split(',') : (card.display ?? [])).map((v) => v.trim().toLowerCase())
  return chosenCarTypes.some((type) => display.includes(type.toLowerCase()))
}

function cardPosition(card: Pick<PromoCard, 'position'>): number | null {
  const position = typeof card.position === 'string' ? Number(card.position) : card.position
  return typeof position === 'number' && Number.isInteger(position) && position >= 1 ? position : null
}

type PromoPlacementOptions = {
  nowMs: number
  chosenCarTypes: readonly string[]
  /** The tenant's slots for cards without their own position, e.g. [8, 17]. */
  slots: readonly number[]
}

/**
 * Shown cards with their 1-based grid positions: cards with a position first, at it; the rest fill the
 * tenant's free slots in order, and cards left without a slot are not shown.
 */
export function placePromoCards<Node>(
  cards: readonly PromoCard<Node>[],
  options: PromoPlacementOptions,
): { position: number; card: PromoCard<Node> }[] {
  const shown = cards.filter((card) => isInPromoWindow(card, options.nowMs) && matchesStrictDisplay(card, options.chosenCarTypes))
  const positioned = shown
    .map((card, order) => ({ card, order, position: cardPosition(card) }))
    .filter((entry): entry is { card: PromoCard<Node>; order: number; position: number } => entry.position !== null)
    .sort((a, b) => a.position - b.position || a.order - b.order)
  const taken = new Set(positioned.map((entry) => entry.position))
  const freeSlots = [...options.slots].filter((slot) => !taken.has(slot)).sort((a, b) => a - b)
  const unpositioned = shown.filter((card) => cardPosition(card) === null)
  const filled = unpositioned.slice(0, freeSlots.length).map((card, index) => ({ card, position: freeSlots[index] as number }))
  return [...positioned.map(({ card, position }) => ({ card, position })), ...filled].sort((a, b) => a.position - b.position)
}

/**
 * Hits in their order with cards inserted at their positions. A position past the end of a short page
 * puts the card last rather than dropping it; a page without hits gets no cards.
 */
export function insertPromoCards<Hit, Node>(
  hits: readonly Hit[],
  cards: readonly PromoCard<Node>[],
  options: PromoPlacementOptions,
): GridItem<Hit, Node>[] {
  const grid: GridItem<Hit, Node>[] = hits.map((hit) => ({ kind: 'hit', hit }))
  if (hits.length === 0) return grid
  for (const { card, position } of placePromoCards(cards, options)) {
    grid.splice(Math.min(position - 1, grid.length), 0, { kind: 'promo', card })
  }
  return grid
}

function parseDate(value: string | null | undefined): number | null {
  if (!value || value.trim() === '') return null
  const parsed = Date.parse(value.trim())
  return Number.isNaN(parsed) ? null : parsed
}
