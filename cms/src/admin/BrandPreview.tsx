'use client'

import { useFormFields } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useEffect, useState } from 'react'

import {
  BRAND_COLOUR_FIELDS,
  BRAND_FONT_LABELS,
  brandColoursOf,
  brandContrastIssues,
  brandCssVariables,
  type BrandColourField,
  type BrandFont,
} from '@forecourt/domain/brand'
import { relationId } from '@forecourt/domain/ids'

const fontStacks: Record<BrandFont, string> = {
  system: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  inter: "Inter, system-ui, 'Segoe UI', Arial, sans-serif",
  nunito: "Nunito, system-ui, 'Segoe UI', Arial, sans-serif",
  lora: "Lora, Georgia, 'Times New Roman', serif",
  oswald: "Oswald, 'Arial Narrow', Impact, sans-serif",
}

/** The address of an uploaded logo, read from the media API with the editor's own session. */
function useMediaUrl(value: unknown): string | null {
  const id = relationId(value)
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (id === null) {
      setUrl(null)
      return
    }
    const controller = new AbortController()
    fetch(`/api/media/${encodeURIComponent(String(id))}?depth=0`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ url?: string }>) : null))
      .then((doc) => setUrl(doc?.url ?? null))
      .catch(() => {})
    return () => controller.abort()
  }, [id])
  return url
}

/**
 * Site settings → Brand: a sample page in the brand as the marketer types it (before saving), with the
 * colour pairs that would be refused, worded as the save would word them.
 */
export const BrandPreview: UIFieldClientComponent = () => {
  const brand = useFormFields(([fields]) => {
    const value = (name: string) => fields[`brand.${name}`]?.value
    return {
      colours: Object.fromEntries(BRAND_COLOUR_FIELDS.map((field) => [field, value(field)])) as Record<BrandColourField, string | null>,
      radius: value('corner_radius') as number | null,
      headingFont: (value('heading_font') as BrandFont | null) ?? 'system',
      bodyFont: (value('body_font') as BrandFont | null) ?? 'system',
      logo: value('logo'),
      logoDark: value('logo_dark'),
    }
  })
  const colours = brandColoursOf(brand.colours)
  const variables = brandCssVariables(colours, brand.radius)
  const issues = brandContrastIssues(colours)
  const logoUrl = useMediaUrl(brand.logo)
  const logoDarkUrl = useMediaUrl(brand.logoDark)
  const radius = variables['--fc-radius']
  const heading = { fontFamily: fontStacks[brand.headingFont] ?? fontStacks.system, margin: '0 0 0.5rem' }

  return (
    <section aria-label="Brand preview" data-testid="brand-preview" style={{ marginBottom: '1.5rem' }}>
      <h3 style={{ margin: '0 0 0.5rem' }}>Preview</h3>
      <p style={{ margin: '0 0 0.75rem' }}>
        A sample page in these settings, as you type. Headings in {BRAND_FONT_LABELS[brand.headingFont] ?? brand.headingFont}, text in{' '}
        {BRAND_FONT_LABELS[brand.bodyFont] ?? brand.bodyFont}. Save to publish it on the site.
      </p>
      <div
        style={{
          border: '1px solid #d1d5db',
          borderRadius: 8,
          overflow: 'hidden',
          background: colours.surface_colour,
          color: colours.ink_colour,
          fontFamily: fontStacks[brand.bodyFont] ?? fontStacks.system,
          lineHeight: 1.5,
        }}
      >
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: '1rem',
            padding: '0.75rem 1rem',
            background: colours.header_colour,
            color: colours.header_text_colour,
          }}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- the admin's own upload, drawn as it is */}
          {logoUrl ? <img src={logoUrl} alt="" style={{ height: 40, width: 'auto' }} /> : <strong>Your logo</strong>}
          <span style={{ marginLeft: 'auto', fontWeight: 600 }}>New cars · Used cars · Service</span>
        </div>
        <div style={{ padding: '1.25rem 1rem' }}>
          <h2 style={{ ...heading, color: colours.accent_colour, fontSize: 24 }}>2024 Sample SUV</h2>
          <p style={{ margin: '0 0 0.75rem' }}>
            Body text on the page background, with <a style={{ color: colours.brand_colour, fontWeight: 600 }}>a link</a>.
          </p>
          <span
            data-testid="brand-preview-button"
            style={{
              display: 'inline-block',
              padding: '0.6rem 1.25rem',
              borderRadius: radius,
              background: colours.brand_colour,
              color: colours.brand_text_colour,
              fontWeight: 600,
            }}
          >
            Enquire Now
          </span>
        </div>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: '1rem',
            padding: '0.75rem 1rem',
            background: colours.accent_colour,
            color: colours.accent_text_colour,
          }}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- as above */}
          {logoDarkUrl || logoUrl ? <img src={logoDarkUrl ?? logoUrl ?? ''} alt="" style={{ height: 28, width: 'auto' }} /> : null}
          <span>Footer text on the accent colour</span>
        </div>
      </div>
      {issues.length ? (
        <ul role="status" style={{ margin: '0.75rem 0 0', color: '#b91c1c' }}>
          {issues.map((issue) => (
            <li key={issue.label}>{issue.message}</li>
          ))}
        </ul>
      ) : (
        <p role="status" style={{ margin: '0.75rem 0 0' }}>
          Every colour pair reaches WCAG 2.2 AA contrast.
        </p>
      )}
    </section>
  )
}
