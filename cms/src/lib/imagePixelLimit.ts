import { APIError, type CollectionBeforeOperationHook, type CollectionConfig, type SharpDependency } from 'payload'
import sharp from 'sharp'

/**
 * The most pixels an uploaded image may have: 40 megapixels, more than any camera photo of a car
 * (a 45 Mpx full-frame sensor aside) and well past what any page shows. A PNG of 16,000 × 16,000 pixels
 * can be 31 kB on disk and take half a minute and gigabytes of memory to decode, so the size is read
 * from the file's header and a larger image refused before anything decodes it.
 */
export const MAX_IMAGE_PIXELS = 40_000_000
/** The longest the server spends resizing one upload's image (and each of its sizes) before giving up. */
export const IMAGE_PROCESSING_TIMEOUT_SECONDS = 20

const numberFormat = new Intl.NumberFormat('en-AU')

export function tooManyPixelsMessage(width: number, height: number): string {
  const megapixels = Math.round((width * height) / 1_000_000)
  return (
    `This image is ${numberFormat.format(width)} × ${numberFormat.format(height)} pixels (${megapixels} megapixels); ` +
    `images may have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels. Please make it smaller and upload it again.`
  )
}

type UploadedFile = { data?: Buffer; tempFilePath?: string; mimetype?: string }

/** The pixel count of an image from its header (every frame of an animation), or null if it is no image sharp reads. */
async function pixelsOf(data: Buffer | string): Promise<{ width: number; height: number } | null> {
  try {
    // metadata() reads the header only; the limit is lifted here because refusing is this check's job.
    const meta = await sharp(data, { limitInputPixels: false }).metadata()
    if (!meta.width || !meta.height) return null
    return { width: meta.width, height: (meta.pageHeight ?? meta.height) * (meta.pages ?? 1) }
  } catch {
    // Payload's own checks answer files that are not images.
    return null
  }
}

const refuseOversizedImages: CollectionBeforeOperationHook = async ({ args, req }) => {
  const file = (req as { file?: UploadedFile }).file
  const source = file?.tempFilePath || (file?.data?.length ? file.data : null)
  if (!source || !file?.mimetype?.startsWith('image/') || file.mimetype === 'image/svg+xml') return args
  const size = await pixelsOf(source)
  if (size && size.width * size.height > MAX_IMAGE_PIXELS) {
    throw new APIError(tooManyPixelsMessage(size.width, size.height), 400, undefined, true)
  }
  return args
}

/** Every upload collection refuses images past MAX_IMAGE_PIXELS with a 400 in words, before processing. */
export function withImagePixelLimit(collection: CollectionConfig): CollectionConfig {
  if (!collection.upload) return collection
  const hooks = collection.hooks ?? {}
  return { ...collection, hooks: { ...hooks, beforeOperation: [refuseOversizedImages, ...(hooks.beforeOperation ?? [])] } }
}

/**
 * The sharp Payload resizes uploads with: it refuses to decode past MAX_IMAGE_PIXELS whatever reached it
 * (the hook above answers first, in words), and stops work on one image after IMAGE_PROCESSING_TIMEOUT_SECONDS.
 */
export const boundedSharp: SharpDependency = (input, options) =>
  sharp(input, { ...options, limitInputPixels: MAX_IMAGE_PIXELS }).timeout({ seconds: IMAGE_PROCESSING_TIMEOUT_SECONDS })
