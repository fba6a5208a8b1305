import { describe, expect, it } from '@jest/globals'
import type { CollectionConfig, Field } from 'payload'

import { tenantScoped } from '../lib/feature'
import { tenantDeletionOrder } from './deletionOrder'

const pointer = (name: string, relationTo: string, required = false): Field =>
  ({ name, type: 'relationship', relationTo, required }) as Field
const collection = (slug: string, fields: CollectionConfig['fields'] = [], scoped = true): CollectionConfig =>
  scoped ? tenantScoped({ slug, fields }) : { slug, fields }

describe('the order a deleted tenant’s collections are emptied in', () => {
  it('takes only tenant collections, and empties whatever points at a document before it', () => {
    const order = tenantDeletionOrder([
      collection('media'),
      collection('vehicles', [{ name: 'image', type: 'upload', relationTo: 'media' }]),
      collection('shoppers'),
      collection('watchlist', [pointer('car', 'vehicles'), pointer('shopper', 'shoppers', true)]),
      collection('manufacturers', [], false),
      collection('tenants', [], false),
    ])
    expect(order.indexOf('watchlist')).toBeLessThan(order.indexOf('shoppers'))
    expect(order.indexOf('watchlist')).toBeLessThan(order.indexOf('vehicles'))
    expect(order.indexOf('vehicles')).toBeLessThan(order.indexOf('media'))
    expect([...order].sort()).toEqual(['media', 'shoppers', 'vehicles', 'watchlist'])
  })

  it('finds references inside rows, collapsibles, arrays and blocks', () => {
    const order = tenantDeletionOrder([
      collection('media'),
      collection('posts', [
        {
          type: 'row',
          fields: [{ type: 'collapsible', label: 'Image', fields: [{ name: 'image', type: 'upload', relationTo: 'media' }] }],
        },
      ]),
      collection('offers'),
      collection('vehicles', [{ name: 'images', type: 'array', fields: [{ name: 'image', type: 'upload', relationTo: 'media' }] }]),
      collection('pages', [
        {
          name: 'layout',
          type: 'blocks',
          blocks: [{ slug: 'offersGrid', fields: [{ name: 'offers', type: 'relationship', relationTo: 'offers', hasMany: true }] }],
        },
      ]),
    ])
    expect(order.indexOf('posts')).toBeLessThan(order.indexOf('media'))
    expect(order.indexOf('vehicles')).toBeLessThan(order.indexOf('media'))
    expect(order.indexOf('pages')).toBeLessThan(order.indexOf('offers'))
  })

  it('breaks a circle of optional references in the order the collections are listed', () => {
    const reservations = collection('reservations', [pointer('journey', 'purchase-journeys')])
    const journeys = collection('purchase-journeys', [pointer('reservation', 'reservations')])
    expect(tenantDeletionOrder([reservations, journeys])).toEqual(['reservations', 'purchase-journeys'])
    expect(tenantDeletionOrder([journeys, reservations])).toEqual(['purchase-journeys', 'reservations'])
  })

  it('starts a circle with the one no required reference points at', () => {
    const reservations = collection('reservations', [pointer('journey', 'purchase-journeys', true)])
    const journeys = collection('purchase-journeys', [pointer('reservation', 'reservations')])
    expect(tenantDeletionOrder([journeys, reservations])).toEqual(['reservations', 'purchase-journeys'])
  })

  it('refuses a circle of required references, which no order could delete', () => {
    expect(() => tenantDeletionOrder([collection('a', [pointer('b', 'b', true)]), collection('b', [pointer('a', 'a', true)])])).toThrow(
      'Tenant collections point at each other with required references: a, b',
    )
  })
})
