/** A dealer's brand: colours, typefaces and the WCAG contrast rule they are held to. */
export {
  BRAND_COLOUR_FIELDS,
  BRAND_COLOUR_LABELS,
  BRAND_FONT_LABELS,
  BRAND_FONTS,
  type BrandColourField,
  type BrandColours,
  brandColoursOf,
  brandContrastIssues,
  brandCssVariables,
  type BrandFont,
  CORNER_RADIUS_MAX_PX,
  DEFAULT_BRAND_COLOURS,
} from './brand'
export { contrastRatio, HEX_COLOUR, normaliseHexColour, parseHexColour, relativeLuminance } from './contrast'
