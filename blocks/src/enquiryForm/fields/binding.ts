/** The form's answers by field name: text for most fields, true or false for the checkboxes. */
export type Values = Record<string, string | boolean>

/** What every field control needs of the form around it: ids, errors, answers and a way to change one. */
export type FieldBinding = {
  values: Values
  set: (name: string, value: string | boolean) => void
  /** The field's element id, unique per form on the page. */
  idFor: (name: string) => string
  errorFor: (name: string) => string | undefined
}

export const describedBy = (binding: FieldBinding, name: string): string | undefined =>
  binding.errorFor(name) ? `${binding.idFor(name)}-error` : undefined

export const textValue = (values: Values, name: string): string => (typeof values[name] === 'string' ? (values[name] as string) : '')
