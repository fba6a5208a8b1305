import { actionButtons, choosePhone, type ActionButton, type PhoneChoice } from '../vehicle'
import { actionHref } from './details'
import type { VehiclePageData } from './types'

export type PageAction = ActionButton & { href: string }

/** The phone the page calls, per the rule; a missing one is logged once per render and hides the call buttons. */
export function pagePhone(data: VehiclePageData): PhoneChoice {
  const phone = choosePhone(data.car, data.settings)
  if (phone.kind === 'missing') console.warn(phone.warning)
  return phone
}

/** The sidebar's buttons with somewhere to go, in the rules' order. */
export function pageActions(data: VehiclePageData, phone: PhoneChoice): PageAction[] {
  return actionButtons(data.car, data.settings, phone).flatMap((button) => {
    const href = actionHref(button, data.car)
    return href ? [{ ...button, href }] : []
  })
}
