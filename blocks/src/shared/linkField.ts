import type { Field } from 'payload'

import { safeHref } from '@forecourt/domain/urls'

/** A button: its text and where it goes. Both or neither. */
export function buttonField(name = 'button'): Field {
  return {
    name,
    type: 'group',
    fields: [
      { name: 'label', type: 'text' },
      {
        name: 'url',
        label: 'URL',
        type: 'text',
        admin: { description: 'A site path such as /special-offers, or a full https:// address.' },
        validate: (value: string | null | undefined) =>
          !value || safeHref(value) ? true : 'Use a path starting with / or a full http(s), mailto: or tel: address.',
      },
    ],
  }
}
