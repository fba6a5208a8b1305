/** A list that shows its first few items until the visitor expands it. */
export type CollapsibleList<T> = {
  visible: T[]
  hiddenCount: number
  /** Null when everything fits, so no toggle is drawn. */
  toggleLabel: string | null
}

type ToggleLabels = { expand: string; collapse: string }

export const SPEC_GRID_LIMIT = 4
export const SPEC_GRID_LABELS: ToggleLabels = { expand: 'Show More', collapse: 'Show Less' }
const FEATURE_LIST_LIMIT = 8
const FEATURE_LIST_LABELS: ToggleLabels = { expand: 'Show All', collapse: 'Hide' }

export function collapsibleList<T>(items: readonly T[], limit: number, expanded: boolean, labels: ToggleLabels): CollapsibleList<T> {
  if (items.length <= limit) return { visible: [...items], hiddenCount: 0, toggleLabel: null }
  if (expanded) return { visible: [...items], hiddenCount: 0, toggleLabel: labels.collapse }
  return { visible: items.slice(0, limit), hiddenCount: items.length - limit, toggleLabel: labels.expand }
}

/** Standard equipment, blanks dropped: first 8, then 'Show All' / 'Hide'. */
export function featureList(standardEquipment: readonly string[] | null | undefined, expanded: boolean): CollapsibleList<string> {
  const features = (standardEquipment ?? []).map((feature) => feature.trim()).filter(Boolean)
  return collapsibleList(features, FEATURE_LIST_LIMIT, expanded, FEATURE_LIST_LABELS)
}
