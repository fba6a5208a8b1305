// The site's own 404 (tenant frame, or "no site at this address"), for a car that is missing or hidden.
export { default } from '../../[[...slug]]/not-found'
