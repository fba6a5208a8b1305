/** Compare: the visitor's list of up to four cars (kept in the browser), the shareable /compare address and the aligned table. */
export {
  COMPARE_LIMIT,
  COMPARE_PARAM,
  COMPARE_STORAGE_KEY,
  compareAnnouncement,
  type CompareEntry,
  compareHref,
  type CompareToggle,
  isCompared,
  parseCompareList,
  parseCompareParam,
  removeFromCompare,
  toggleCompare,
} from './list'
export { compareNotes, type CompareTable, compareTable, type CompareTenantSettings } from './table'
