import type { PayloadComponent } from 'payload'

import type { RowLabelOfFieldProps } from '../admin/RowLabelOfField'

/** The admin.components.RowLabel entry that titles each array row with the text of one of its fields. */
export function rowLabelOfField(field: string, fallback: string): PayloadComponent<never, RowLabelOfFieldProps> {
  return { path: '@forecourt/cms/admin/RowLabelOfField#RowLabelOfField', clientProps: { field, fallback } }
}
