'use client'

import { useRowLabel } from '@payloadcms/ui'

export type RowLabelOfFieldProps = {
  /** The row's own field whose text names the row, e.g. a menu item's `label`. */
  field: string
  /** What a row is called while that field is still empty: "Menu item 3". */
  fallback: string
}

/**
 * An array row's title in the admin: the row's own label ("New Vehicles") rather than Payload's
 * default "Menu_item 01", so a marketer finds the item they want without opening every row.
 */
export function RowLabelOfField({ field, fallback }: RowLabelOfFieldProps) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const text = data?.[field]
  if (typeof text === 'string' && text.trim() !== '') return <span>{text}</span>
  return <span>{`${fallback} ${(rowNumber ?? 0) + 1}`}</span>
}
