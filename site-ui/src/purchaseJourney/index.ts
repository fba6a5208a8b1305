export { PurchaseJourneyPage, type PurchaseJourneyPageProps } from './PurchaseJourneyPage'
