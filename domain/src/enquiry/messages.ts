/**
 * Every text a visitor can see from the enquiry rules, in one place so the browser and the server
 * show the same words. The first group is quoted from the product specification and must not be
 * reworded (including the spelling of 'occured'); the second group fills gaps the specification
 * leaves open ("core field rules are not shown").
 */
export const enquiryMessages = {
  // Quoted from the specification.
  postcodeFormat: 'Invalid postcode. Please enter a 4-digit number.',
  postcodeLookup: 'Invalid postcode',
  termsRequired: '*You must agree to the terms of use before submitting.',
  errorSummary: 'Please fix the following errors:',
  submitFailed: 'An error occurred when submitting this form',
  unexpectedError: 'An unexpected error occured',
  requestPhotos: 'Please send photos for this car',
  dealershipPlaceholder: 'Please select a dealership...',

  // Chosen here: the specification names the fields but not their messages.
  nameRequired: 'Please enter your name.',
  lastNameRequired: 'Please enter your last name.',
  emailInvalid: 'Please enter a valid email address.',
  phoneInvalid: 'Please enter a valid phone number.',
  commentsRequired: 'Please enter your comments.',
  categoryRequired: 'Please select a category.',
  locationRequired: 'Please select a location.',
  dealershipRequired: 'Please select a dealership.',
  preferredContactInvalid: 'Please choose how you would like to be contacted.',
  yesNoInvalid: 'Please choose Yes or No.',
  offerRequired: 'Please enter your offer.',
  kmsInvalid: 'Please enter the kilometres as a whole number.',
  regoInvalid: 'Please enter a valid registration number.',
  regoStateInvalid: 'Please select the state the vehicle is registered in.',
  valuationInvalid: 'Please enter a valid amount.',
  amountTooLarge: 'Please enter an amount of no more than $10,000,000.',
  bookingDateInvalid: 'Please choose a valid test drive date and time.',
  bookingDateInPast: 'Please choose a test drive time in the future.',
  bookingDateUnavailable: 'Please choose one of the available appointment times.',
  // Shown only to bots and to clients that lost their state: both are told as little as possible.
  spamDetected: 'Your enquiry could not be sent.',
  submissionKeyInvalid: 'Your enquiry could not be sent. Please reload the page and try again.',
  // Answers of the intake endpoint that are about the request rather than a field.
  requestInvalid: 'Your enquiry could not be read. Please reload the page and try again.',
  rateLimited: 'Too many enquiries have been sent from your connection. Please wait a minute and try again.',
  siteUnknown: 'There is no site at this address.',
} as const
