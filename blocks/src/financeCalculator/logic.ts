/** The finance calculator: input ranges per provider or brand, repayment maths and the edit state machine. */
export * from './config'
export * from './repayment'
export * from './state'
