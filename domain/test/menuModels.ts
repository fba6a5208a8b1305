import type { StoredModel } from '../src/navigation/stored'

/**
 * A make's models as the menu reads them, one of each status (active, coming soon, discontinued,
 * hidden), for tests of the stored-menu rules (domain) and the header's views (site-ui).
 */
export const menuModels: StoredModel[] = [
  {
    name: 'RAV4',
    slug: 'rav4',
    status: 'active',
    body_categories: ['SUVs & 4WDs', 'Electrified'],
    image: { src: '/uploads/rav4.webp', width: 480, height: 270 },
  },
  { name: 'Yaris', slug: 'yaris', status: 'active', body_categories: ['Cars'] },
  { name: 'bZ Woodland', slug: 'bz-woodland', status: 'coming_soon', body_categories: [] },
  { name: 'Fortuner', slug: 'fortuner', status: 'discontinued', body_categories: ['SUVs & 4WDs'] },
  { name: 'Secret', slug: 'secret', status: 'hidden', body_categories: ['Cars'] },
]
