/** A dealer's uploaded logo as the frame draws it: its own file (SVG or raster), sized by the stylesheet. */
export type SiteLogoImage = { src: string; width: number; height: number }

/**
 * The logo as a plain <img> with its intrinsic size, so the browser reserves its box before it arrives
 * (no layout shift); the height is set by the class, the width follows. The alt text is the dealer's
 * name: the logo is the link's only content.
 */
export function SiteLogo({ logo, siteName, className }: { logo: SiteLogoImage; siteName: string; className: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a logo is small and often SVG: next/image's sources would not help
    <img
      src={logo.src}
      alt={siteName}
      width={logo.width || undefined}
      height={logo.height || undefined}
      className={className}
      decoding="async"
    />
  )
}
