import { describe, expect, it } from '@jest/globals'
import { renderToStaticMarkup } from 'react-dom/server'

import { type LayoutBlock, loadBlockData, RenderBlocks, type SiteReads } from './registry'

/** Reads that answer only what these blocks ask: a stock count per make, a list of offers. */
function fakeReads(): SiteReads & { calls: string[] } {
  const calls: string[] = []
  const unused = () => Promise.reject(new Error('not read by these blocks'))
  return {
    calls,
    searchParams: {},
    searchPageView: unused,
    stockCount: async (state) => {
      calls.push(`stockCount:${state.refinements.make?.join(',') ?? ''}`)
      return state.refinements.make?.includes('Toyota') ? 12 : 3
    },
    offerCards: unused,
    locationsSection: unused,
    enquirySettings: unused,
    enquiryCar: unused,
    enquiryModel: unused,
    enquiryOffer: unused,
    signEnquiryForm: unused,
    financeProvider: unused,
    blogCategoryCards: unused,
  }
}

const layout: LayoutBlock[] = [
  { blockType: 'showMeButton', id: 'toyotas', make: 'Toyota' },
  {
    blockType: 'richText',
    id: 'copy',
    content: { root: { type: 'root', children: [], direction: null, format: '', indent: 0, version: 1 } },
  },
  { blockType: 'showMeButton', id: 'kias', make: 'Kia' },
]

describe("a page's block data", () => {
  it('is each block’s own loader’s answer, keyed by the block’s id; a block without a loader has none', async () => {
    const reads = fakeReads()
    const data = await loadBlockData(layout, reads)
    expect([...data.entries()]).toEqual([
      ['toyotas', 12],
      ['kias', 3],
    ])
    expect(reads.calls.sort()).toEqual(['stockCount:Kia', 'stockCount:Toyota'])
  })

  it('loads nothing for a block without an id (one never saved)', async () => {
    const data = await loadBlockData([{ blockType: 'showMeButton', make: 'Toyota' }], fakeReads())
    expect(data.size).toBe(0)
  })

  it('reaches each component as its own data', async () => {
    const data = await loadBlockData(layout, fakeReads())
    const html = renderToStaticMarkup(
      <RenderBlocks blocks={layout} data={data} context={{ tenant: { id: 1, name: 'Demo', slug: 'demo' }, path: '/' }} />,
    )
    expect(html).toContain('Show Me 12 Cars')
    expect(html).toContain('Show Me 3 Cars')
    expect(html.indexOf('12')).toBeLessThan(html.indexOf('Show Me 3'))
  })
})
