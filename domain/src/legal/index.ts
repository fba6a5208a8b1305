/** Legal content rules: complaints regulators by state, privacy wording, feedback landing and popups. */
export * from './popupScript'
export * from './popupView'
export * from './rules'
