import type { Block, CollectionConfig, Field } from 'payload'

import { MAX_COUNT } from '@forecourt/domain/limits'

/**
 * Gives every number field of a collection (in groups, rows, tabs, arrays and blocks too) bounds when
 * it declares none, so REST, GraphQL and the admin cannot store a figure past ±MAX_COUNT: such a value
 * is never meant, and past 2^53 it does not even read back exactly. Fields that know their own
 * range (money, kilometres, years, ids, coordinates) declare it and keep it.
 */
export function withBoundedNumberFields(collection: CollectionConfig): CollectionConfig {
  return { ...collection, fields: collection.fields.map(boundField) }
}

function boundBlock(block: Block): Block {
  return { ...block, fields: block.fields.map(boundField) }
}

function boundField(field: Field): Field {
  switch (field.type) {
    case 'number':
      return { ...field, min: field.min ?? -MAX_COUNT, max: field.max ?? MAX_COUNT }
    case 'group':
    case 'array':
    case 'row':
    case 'collapsible':
      return { ...field, fields: field.fields.map(boundField) } as Field
    case 'tabs':
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(boundField) })) }
    case 'blocks':
      return { ...field, blocks: field.blocks.map(boundBlock) }
    default:
      return field
  }
}
