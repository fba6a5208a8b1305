/** The car page and its printable sheet. */
export { PrintSheet } from './PrintSheet'
export { VehiclePage } from './VehiclePage'
export type { VehiclePageDialogs } from './Summary'
