import type { Block } from 'payload'

/** What a shopper-account block shows: the sign-in form, or one of the pages only signed-in shoppers open. */
export const SHOPPER_ACCOUNT_KINDS = ['sign-in', 'my-garage', 'watchlist', 'spin-to-win', 'online-payment'] as const

/**
 * The shopper's side of a site, placed like any other block: the sign-in page (/sign-in), My Garage,
 * the watchlist page and the signed-in pages (spin to win, online payment). Signed-in content is drawn
 * in the browser from the shopper's own calls, so the page itself stays the same for everyone (cached).
 */
export const shopperAccountBlock: Block = {
  slug: 'shopperAccount',
  interfaceName: 'ShopperAccountBlock',
  labels: { singular: 'Shopper account', plural: 'Shopper account' },
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'sign-in',
      options: [
        { label: 'Sign-in form', value: 'sign-in' },
        { label: 'My Garage (watchlist, enquiries, reservations, recently viewed)', value: 'my-garage' },
        { label: 'Watchlist', value: 'watchlist' },
        { label: 'Spin to win', value: 'spin-to-win' },
        { label: 'Online payment', value: 'online-payment' },
      ],
    },
    {
      name: 'heading',
      type: 'text',
      admin: { description: 'Empty: the page’s own heading for this kind (the sign-in heading follows ?type=).' },
    },
    { name: 'intro', type: 'textarea', admin: { description: 'A short paragraph under the heading.' } },
  ],
}
