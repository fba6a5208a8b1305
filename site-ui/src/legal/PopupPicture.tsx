import { OptimisedImage } from '../media/OptimisedImage'
import type { PopupView } from './popup.view'

/** The popup's picture, for the dialog's `image`: drawn on the server, so the dialog's client code carries no image component. */
export function PopupPicture({ popup }: { popup: PopupView }) {
  if (!popup.image) return null
  const { src, alt, width, height } = popup.image
  return (
    <OptimisedImage className="fc-popup__image" src={src} alt={alt} width={width} height={height} sizes="(min-width: 640px) 600px, 100vw" />
  )
}
