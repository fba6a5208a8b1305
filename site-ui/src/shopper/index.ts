/** The shopper's side of the site: the toaster and the watchlist calls the save buttons and account pages share. */
export { Toaster } from './Toaster.client'
export { showToast, type ToastMessage } from './toast.client'
export {
  callWatchlist,
  loadWatchlist,
  rememberPendingSave,
  takePendingSave,
  type WatchlistCarSummary,
  type WatchlistState,
} from './watchlist.client'
