/** The watchlist: what its calls answer, what the toast of a save or removal says, and where the list lives. */

/** The watchlist calls (§7, §8): the answer is `{ success, message }`. */
export const watchlistMessages = {
  saved: 'Car saved in your watchlist.',
  removed: 'Car removed from your watchlist.',
  invalid: 'A watchlist call needs the phone_number and car_id of a car on this site.',
  notSignedIn: 'Sign in with your mobile number to use your watchlist.',
  otherPhone: 'This watchlist belongs to another mobile number.',
  unknownCar: 'There is no such car on this site.',
  soldCar: 'This car has been sold, so it cannot be saved.',
  failed: 'Your watchlist could not be updated. Please try again.',
} as const

export type WatchlistAnswer = { success: boolean; message: string }

/** The toasts (§8): title, text and the 'View List' action. */
export const WATCHLIST_TOAST_VIEW_LIST = 'View List'
export function watchlistToast(kind: 'saved' | 'removed', carName: string): { title: string; description: string } {
  return kind === 'saved'
    ? { title: 'Car Saved In Watchlist', description: `${carName} is now available in your watchlist` }
    : { title: 'Car Removed', description: `${carName} is no longer in your watchlist` }
}

/** The site's watchlist page unless its settings name another path. */
export const DEFAULT_WATCHLIST_PATH = '/watchlist'
