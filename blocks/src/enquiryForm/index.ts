/** The enquiry form drawn outside a page's layout: the car page's enquiry and offer dialogs use the tenant's own form blocks. */
export { EnquiryFormComponent } from './Component'
