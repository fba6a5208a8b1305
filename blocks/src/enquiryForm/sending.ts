/**
 * What the enquiry form needs only once a shopper has started on it: the check of the answers before
 * sending and, after a stored lead, the tag manager's event and the saved profile. The form loads this
 * on the first focus inside it (at the latest on submit), so a form page's first load carries the form
 * alone (first-load JS ≤ 150 KB gzip).
 */
export { checkEnquiry, enquiryAnalyticsEvent, enquiryUserData, profileFromValues, pushToDataLayer } from '@forecourt/domain/enquiryForm'
