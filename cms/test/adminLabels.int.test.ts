// Every field a marketer sees in the admin reads as words. Payload derives a label from the field's
// name when none is given ("formated_hours" → "Formated_hours"), so this walks the sanitized config,
// the labels the admin really shows, and names each one that still reads like a database column.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Block, Field, Option } from 'payload'

import { bootTestPayload, type TestPayload } from './helpers/testPayload'

let test: TestPayload

beforeAll(async () => {
  test = await bootTestPayload()
})

afterAll(async () => {
  await test?.cleanup()
})

// Abbreviations Payload's derived label writes in the wrong case ("Vin", "Km", "Url").
const lowerCasedAbbreviation = /\b(Vin|Km|Kms|Url|Urls|Id|Ids|Seo|Nvic|Abn|Adf|Lmct|Cta|Gst|Api|Json|Html|Pdf|Sms|Mvrl)\b/

function rawLabelProblem(label: unknown, name: string): string | undefined {
  if (typeof label === 'function') return undefined
  if (label === false) return undefined
  const text = typeof label === 'string' ? label : label && typeof label === 'object' ? (label as Record<string, string>).en : undefined
  if (text === undefined || text === '') return 'has no label'
  if (text.includes('_')) return `is labelled "${text}"`
  if (text === name) return `is labelled with its name "${text}"`
  if (lowerCasedAbbreviation.test(text)) return `is labelled "${text}" (an abbreviation in the wrong case)`
  return undefined
}

/** Payload's own fields (ids, timestamps, auth and upload internals) are not ours to label. */
const payloadOwned = new Set([
  'id',
  'createdAt',
  'updatedAt',
  '_status',
  'email',
  'password',
  'filename',
  'mimeType',
  'filesize',
  'width',
  'height',
  'focalX',
  'focalY',
  'url',
  'thumbnailURL',
  'sizes',
  'prefix',
])

function isHidden(field: Field): boolean {
  return Boolean(
    ('hidden' in field && field.hidden) || field.admin?.hidden || (field.admin && 'disabled' in field.admin && field.admin.disabled),
  )
}

function walk(fields: Field[], where: string, problems: string[], topLevel: boolean): void {
  for (const field of fields) {
    if (isHidden(field)) continue
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const tabName = 'name' in tab && tab.name ? tab.name : String(tab.label)
        if ('name' in tab && tab.name) {
          const problem = rawLabelProblem(tab.label, tab.name)
          if (problem) problems.push(`${where} tab ${tab.name} ${problem}`)
        }
        walk(tab.fields, `${where} › ${tabName}`, problems, false)
      }
      continue
    }
    if (field.type === 'row' || (field.type === 'collapsible' && !('name' in field))) {
      walk(field.fields, where, problems, false)
      continue
    }
    if (!('name' in field) || !field.name) continue
    const path = `${where} › ${field.name}`
    if (!(topLevel && payloadOwned.has(field.name)) && field.type !== 'ui') {
      const problem = rawLabelProblem(field.label, field.name)
      if (problem) problems.push(`${path} ${problem}`)
    }
    if ((field.type === 'select' || field.type === 'radio') && Array.isArray(field.options)) {
      for (const option of field.options as Option[]) {
        if (typeof option === 'string') {
          if (option.includes('_')) problems.push(`${path} has the option "${option}" without a label`)
          continue
        }
        const text = typeof option.label === 'string' ? option.label : undefined
        if (text?.includes('_')) problems.push(`${path} has the option label "${text}"`)
      }
    }
    if (field.type === 'array') {
      const singular = field.labels?.singular
      if (typeof singular === 'string' && singular.includes('_')) problems.push(`${path} calls its rows "${singular}"`)
      walk(field.fields, path, problems, false)
    }
    if (field.type === 'group' || field.type === 'collapsible') walk(field.fields, path, problems, false)
    if (field.type === 'blocks') {
      for (const block of (field.blocks ?? []) as Block[]) walk(block.fields, `${path} › ${block.slug}`, problems, false)
    }
  }
}

describe('admin labels', () => {
  it('every field of every collection and global has a label that reads as words, not a column name', () => {
    const problems: string[] = []
    for (const collection of test.config.collections) {
      if (collection.slug.startsWith('payload-')) continue
      walk(collection.fields, collection.slug, problems, true)
    }
    for (const global of test.config.globals) walk(global.fields, global.slug, problems, true)
    expect(problems).toEqual([])
  })
})
