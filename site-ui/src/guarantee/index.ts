/** The guarantee strip: five promises and the 'Reserve online' tile. */
export { GuaranteeStrip } from './GuaranteeStrip'
