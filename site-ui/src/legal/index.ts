/** The site's popup: the dialog and its picture. */
export { PopupDialog } from './PopupDialog.client'
export { PopupPicture } from './PopupPicture'
export type { PopupView } from './popup.view'
