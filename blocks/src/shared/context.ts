/**
 * What every block knows about the page it is rendered on, and nothing a single block owns: a block's own
 * data comes from its loader, as the component's `data` prop (registry.tsx).
 */
export type BlockRenderContext = {
  tenant: { id: number | string; name: string; slug: string }
  path: string
  /** Index of the block in the layout: the first block's image is the page's largest paint. */
  index: number
}
