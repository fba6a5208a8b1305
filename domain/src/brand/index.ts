/** A dealer's brand: colours, typefaces and the WCAG contrast rule they are held to. */
export * from './brand'
export * from './contrast'
