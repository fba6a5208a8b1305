/** What every block knows about the page it is rendered on. Built by the renderer's data layer. */
export type BlockRenderContext = {
  tenant: { id: number | string; name: string; slug: string }
  path: string
  /** Index of the block in the layout: the first block's image is the page's largest paint. */
  index: number
}
