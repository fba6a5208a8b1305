/** Car card rules: title, price, tags, labels and which controls a card shows. */
export * from './card'
export * from './controls'
export * from './labels'
export * from './tags'
export * from './types'
export * from './searchBands'
