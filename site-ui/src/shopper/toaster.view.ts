/** §9 and the car page spec: at most one toast, shown 3 s, kept for the removal delay once dismissed. */
export const TOAST_LIMIT = 1
export const TOAST_DURATION_MS = 3000
export const TOAST_REMOVE_DELAY_MS = 1_000_000
