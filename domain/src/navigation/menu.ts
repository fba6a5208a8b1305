export type MenuItem = {
  label: string
  href: string
  /** Mandatory items are always kept; optional ones only when the dealer switches them on. */
  mandatory: boolean
  external?: boolean
  /** 'models' marks the New Vehicles dropdown that is filled from the model list at render time; 'makes' one filled from the makes. */
  dynamic?: 'models' | 'makes'
  children?: MenuItem[]
}

type DealerNavigation = {
  /** 'append' (default): the base menu plus the dealer's items; 'override': only mandatory base items survive. */
  mode?: 'append' | 'override' | null
  items?: MenuItem[] | null
  /** Labels of optional base items this dealer shows. */
  enabled_optional?: string[] | null
}

const sameLabel = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

function keepEnabled(items: readonly MenuItem[], enabled: readonly string[]): MenuItem[] {
  return items
    .filter((item) => item.mandatory || enabled.some((label) => sameLabel(label, item.label)))
    .map((item) => (item.children ? { ...item, children: keepEnabled(item.children, enabled) } : item))
}

/**
 * The menu a dealer sees. A dealer item whose label matches a base item replaces it in place (so the
 * order of the base menu holds); other dealer items are appended. In override mode the base items the
 * dealer did not replace are dropped unless mandatory.
 */
export function mergeMenus(base: readonly MenuItem[], dealer: DealerNavigation | null | undefined): MenuItem[] {
  const enabled = dealer?.enabled_optional ?? []
  const dealerItems = dealer?.items ?? []
  const override = dealer?.mode === 'override'
  const merged: MenuItem[] = []
  for (const item of keepEnabled(base, enabled)) {
    const replacement = dealerItems.find((own) => sameLabel(own.label, item.label))
    if (replacement) merged.push({ ...replacement, mandatory: item.mandatory || replacement.mandatory })
    else if (!override || item.mandatory) merged.push(item)
  }
  const appended = dealerItems.filter((own) => !base.some((item) => sameLabel(item.label, own.label)))
  return [...merged, ...appended]
}
