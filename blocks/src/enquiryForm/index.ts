/** The enquiry form drawn outside a page's layout: the car page's dialogs use the tenant's own form blocks. */
export { EnquiryDialogForm } from './Dialog'
