/** Images through next/image with the platform's defaults. */
export { OptimisedImage, type OptimisedImageProps } from './OptimisedImage'
