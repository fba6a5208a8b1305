import type { Field, Tab } from 'payload'

import {
  BRAND_COLOUR_FIELDS,
  BRAND_COLOUR_LABELS,
  BRAND_FONT_LABELS,
  BRAND_FONTS,
  CORNER_RADIUS_MAX_PX,
  DEFAULT_BRAND_COLOURS,
} from '@forecourt/domain/brand'

/** Logos drawn at any size: vector or a flat PNG (PNG uploads are stored as WebP by the media collection). */
const logoMimeTypes = ['image/svg+xml', 'image/png', 'image/webp']

const colourField = (name: (typeof BRAND_COLOUR_FIELDS)[number]): Field => ({
  name,
  type: 'text',
  label: BRAND_COLOUR_LABELS[name],
  admin: {
    width: '50%',
    placeholder: DEFAULT_BRAND_COLOURS[name],
    description: `A colour like ${DEFAULT_BRAND_COLOURS[name]}; empty keeps the platform's.`,
  },
})

/**
 * Site settings → Brand: everything that makes a site look like its dealer, set by the marketer.
 * Checked by the settings schema (siteSettingsSchema.ts): a colour pair the site draws that falls below
 * WCAG 2.2 AA is refused with the pair and its ratio. The preview above the fields draws a sample page
 * in the colours as typed, before saving.
 */
export const brandTab: Tab = {
  name: 'brand',
  label: 'Brand',
  description: "The dealer's logo, colours and typefaces on every page, the print sheet, the PDF, the icons and shared links.",
  fields: [
    { name: 'preview', type: 'ui', admin: { components: { Field: '@forecourt/cms/admin/BrandPreview#BrandPreview' } } },
    {
      type: 'row',
      fields: [
        {
          name: 'logo',
          label: 'Logo (for light backgrounds)',
          type: 'upload',
          relationTo: 'media',
          filterOptions: { mimeType: { in: logoMimeTypes } },
          admin: { width: '50%', description: 'SVG or PNG. Header, print sheet, PDF and the icons are drawn from it.' },
        },
        {
          name: 'logo_dark',
          label: 'Logo for dark backgrounds',
          type: 'upload',
          relationTo: 'media',
          filterOptions: { mimeType: { in: logoMimeTypes } },
          admin: { width: '50%', description: 'SVG or PNG, light on transparent: the footer, and a dark header. Empty uses the logo.' },
        },
      ],
    },
    { type: 'row', fields: BRAND_COLOUR_FIELDS.map(colourField) },
    {
      type: 'row',
      fields: [
        {
          name: 'corner_radius',
          label: 'Corner radius (px)',
          type: 'number',
          min: 0,
          max: CORNER_RADIUS_MAX_PX,
          admin: { width: '33%', placeholder: '6', description: `0 (square) to ${CORNER_RADIUS_MAX_PX}.` },
        },
        {
          name: 'heading_font',
          label: 'Heading typeface',
          type: 'select',
          options: BRAND_FONTS.map((value) => ({ value, label: BRAND_FONT_LABELS[value] })),
          admin: { width: '33%' },
        },
        {
          name: 'body_font',
          label: 'Body typeface',
          type: 'select',
          options: BRAND_FONTS.map((value) => ({ value, label: BRAND_FONT_LABELS[value] })),
          admin: { width: '33%' },
        },
      ],
    },
    {
      name: 'share_image',
      label: 'Social share image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Shown when a page without a picture of its own is shared. Empty: a card drawn from the logo and colours.' },
    },
  ],
}
