/** Finance display: the vehicle page's finance box per provider and the car-card finance estimate. */
export * from './providers'
export * from './cardEstimate'
