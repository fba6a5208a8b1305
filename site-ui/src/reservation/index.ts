export { ReservePage, type ReservePageProps } from './ReservePage'
