import { describe, expect, it } from '@jest/globals'

import { relationId } from './ids'

describe('relationId', () => {
  it('gives the id of a relation held as an id or as the populated document', () => {
    expect(relationId(7)).toBe(7)
    expect(relationId('65f1c0ffee0000000000abcd')).toBe('65f1c0ffee0000000000abcd')
    expect(relationId({ id: 7, title: 'Sydney' })).toBe(7)
    expect(relationId({ id: '65f1c0ffee0000000000abcd' })).toBe('65f1c0ffee0000000000abcd')
  })

  it('gives null for an empty relation or something that is not one', () => {
    expect(relationId(null)).toBeNull()
    expect(relationId(undefined)).toBeNull()
    expect(relationId({ title: 'no id' })).toBeNull()
    expect(relationId(true)).toBeNull()
  })
})
