/** The mobile sticky bar shows the car's title and price once the visitor has scrolled past this. */
export const STICKY_BAR_EXPAND_AFTER_PX = 900

export function isStickyBarExpanded(scrollY: number): boolean {
  return scrollY > STICKY_BAR_EXPAND_AFTER_PX
}
