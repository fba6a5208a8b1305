import { getImageProps, type ImageProps } from 'next/image'
import { preload } from 'react-dom'

export type OptimisedImageProps = Pick<ImageProps, 'alt' | 'sizes' | 'className' | 'unoptimized' | 'loading'> & {
  src: string
  width: number
  height: number
  /** The page's main picture: fetched first, and announced in <head> before the parser reaches it. */
  priority?: boolean
}

/**
 * A picture with next/image's optimised sources (getImageProps) as a plain <img>, and for a priority
 * picture the same preload hint next/image adds. next/image's own component is a client component:
 * its code (~2 KB gzip) would load and hydrate on every page for pictures that need no script at all.
 */
export function OptimisedImage({ priority = false, ...options }: OptimisedImageProps) {
  const { props } = getImageProps({ ...options, priority })
  if (priority) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
  // eslint-disable-next-line @next/next/no-img-element -- the optimised sources without next/image's client component (above)
  return <img {...props} />
}
