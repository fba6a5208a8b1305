import type { Block } from 'payload'

import { callToActionBlock } from './callToAction/config'
import { blogCategoriesBlock } from './blogCategories/config'
import { enquiryFormBlock } from './enquiryForm/config'
import { guaranteeStripBlock } from './guaranteeStrip/config'
import { heroBlock } from './hero/config'
import { locationsBlock } from './locations/config'
import { offersGridBlock } from './offersGrid/config'
import { richTextBlock } from './richText/config'
import { shopperAccountBlock } from './shopperAccount/config'
import { showMeButtonBlock } from './showMeButton/config'
import { tradeInFaqBlock } from './tradeInFaq/config'
import { tradeInValuationBlock } from './tradeInValuation/config'
import { vehicleSearchBlock } from './vehicleSearch/config'

/** The button field the blocks use, for collections that want the same button (promo cards, popups). */
export { buttonField } from './shared/linkField'

/** Every block a marketer can place in a page layout. Add a block here and in registry.tsx. */
export const layoutBlocks: Block[] = [
  heroBlock,
  richTextBlock,
  callToActionBlock,
  vehicleSearchBlock,
  showMeButtonBlock,
  enquiryFormBlock,
  locationsBlock,
  offersGridBlock,
  guaranteeStripBlock,
  blogCategoriesBlock,
  tradeInValuationBlock,
  tradeInFaqBlock,
  shopperAccountBlock,
]
