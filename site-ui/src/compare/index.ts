/** Compare: the tray in every page's frame (sites with compare on) and the /compare page's table. */
export { CompareTray } from './CompareTray.client'
export { ComparePage, type ComparePageProps } from './ComparePage'
