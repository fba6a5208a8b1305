/**
 * The guarantee strip shown on used cars and the contact page: five promises, then a 'Reserve online'
 * tile. The words are the dealer group's own, so they are constants rather than settings.
 */
export const GUARANTEE_PROMISES: readonly { title: string; text: string }[] = [
  { title: 'One Haggle-Free Price', text: 'The price you see is the price you pay, with no haggling.' },
  { title: '48-Hour Money-Back Guarantee', text: 'Change your mind within 48 hours and get your money back.' },
  { title: 'Lifetime Engine Guarantee', text: 'Your engine is covered for as long as you own the car.' },
  { title: 'Value Servicing For Life', text: 'Capped-price servicing for as long as you own the car.' },
  { title: '12 Months Roadside Assist', text: 'Help on the road, wherever you are, for the first 12 months.' },
]

export const RESERVE_ONLINE_TILE = {
  title: 'Reserve online',
  text: 'Hold the car for 48 hours with a fully refundable deposit.',
} as const
