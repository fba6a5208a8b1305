/** Legal content rules: complaints regulators by state, privacy wording, feedback landing and when a popup shows. */
export * from './rules'
