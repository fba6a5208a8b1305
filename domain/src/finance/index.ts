/** Finance rules: calculator ranges, repayment maths and edit state; the finance box per provider and the car-card estimate. */
export * from './calculatorRanges'
export * from './repayment'
export * from './calculatorState'
export * from './calculatorFields'
export * from './providers'
export * from './cardEstimate'
export * from './application'
