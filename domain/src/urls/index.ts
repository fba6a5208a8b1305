/** Safe links, public upload URLs and button views. */
export { type ButtonInput, buttonView } from './button'
export { isExternalHref, safeHref } from './links'
export { contentTypeForUpload, publicUploadsPath, publicUploadUrl, uploadFileName } from './uploads'
