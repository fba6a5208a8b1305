// The site's own 404 for a print page of a car that is missing, hidden, or where printing is off.
export { default } from '../[[...slug]]/not-found'
