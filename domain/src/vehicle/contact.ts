import { actionButtons, actionHref, type ActionButton } from './actions'
import type { OpeningHourEntry, PhoneChoice, PhoneSource, TenantDisplaySettings, VehicleForDisplay } from './types'

export type { PhoneChoice }

/**
 * Override first; then the number for the car's type (a demo car without its own number uses the new
 * number); then the new number, then the used number; last the phone of the car's location.
 */
export function choosePhone(
  car: Pick<VehicleForDisplay, 'slug' | 'car_type' | 'location'>,
  tenant: Pick<TenantDisplaySettings, 'phone_override' | 'phone_numbers'>,
): PhoneChoice {
  const numbers = tenant.phone_numbers ?? {}
  const byType: Array<[PhoneSource, string | null | undefined]> =
    car.car_type === 'used'
      ? [['used', numbers.used]]
      : car.car_type === 'demo'
        ? [
            ['demo', numbers.demo],
            ['new', numbers.new],
          ]
        : car.car_type === 'new'
          ? [['new', numbers.new]]
          : []
  const candidates: Array<[PhoneSource, string | null | undefined]> = [
    ['override', tenant.phone_override],
    ...byType,
    ['new', numbers.new],
    ['used', numbers.used],
    ['location', car.location?.phone ?? car.location?.contact_detail?.phone],
  ]
  for (const [source, raw] of candidates) {
    const number = raw?.trim()
    if (number) return { kind: 'phone', number, telHref: telHref(number), source }
  }
  return { kind: 'missing', warning: `No phone number for car '${car.slug}': the call button is hidden.` }
}

/**
 * The dealer's numbers as the site settings give them. A dealer that has set no sales number is
 * reached on the site's switchboard (the tenant's contact phone) before the car's location.
 */
export function dealerPhoneSettings(
  site: Pick<TenantDisplaySettings, 'phone_override' | 'phone_numbers'> | null | undefined,
  switchboard: string | null | undefined,
): Pick<TenantDisplaySettings, 'phone_override' | 'phone_numbers'> {
  const numbers = site?.phone_numbers ?? {}
  const anyNumber = Boolean(site?.phone_override?.trim() || numbers.new?.trim() || numbers.used?.trim() || numbers.demo?.trim())
  const fallback = switchboard?.trim() || null
  return {
    phone_override: site?.phone_override ?? null,
    phone_numbers: anyNumber ? { new: numbers.new, used: numbers.used, demo: numbers.demo } : { new: fallback, used: fallback },
  }
}

function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`
}

/** Dealers' opening hours are judged on Perth time on the configuration that asks for it. */
const OPENING_HOURS_TIME_ZONE = 'Australia/Perth'

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 }

const perthClock = new Intl.DateTimeFormat('en-US', {
  timeZone: OPENING_HOURS_TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** Weekday (0 Sunday) and minutes since midnight of `now` on the Perth wall clock. */
function perthWallClock(now: Date): { weekday: number; minutes: number } {
  const parts = Object.fromEntries(perthClock.formatToParts(now).map((part) => [part.type, part.value]))
  return {
    weekday: WEEKDAY_INDEX[parts.weekday ?? ''] ?? 0,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  }
}

/** Minutes since midnight of '17:30', '8:30', '8:30 AM' or '5pm'; null when unreadable. */
export function parseClockTime(text: string | null | undefined): number | null {
  const match = text?.trim().match(/^(\d{1,2})(?::(\d{2}))?(?::\d{2})?\s*([ap]\.?m\.?)?$/i)
  if (!match) return null
  let hours = Number(match[1])
  const minutes = Number(match[2] ?? '0')
  const meridiem = match[3]?.toLowerCase().replace(/\./g, '')
  if (meridiem) {
    if (hours < 1 || hours > 12) return null
    hours = (hours % 12) + (meridiem === 'pm' ? 12 : 0)
  }
  if (hours > 23 || minutes > 59) return null
  return hours * 60 + minutes
}

/**
 * Open when an entry for today's Perth weekday is not marked Closed and now lies in [open, close).
 * Several entries for one day (a lunch break) are each checked. Hours past midnight are not supported:
 * no dealer trades overnight.
 */
export function isOpenInPerth(openingHours: readonly OpeningHourEntry[] | null | undefined, now: Date): boolean {
  const { weekday, minutes } = perthWallClock(now)
  return (openingHours ?? []).some((entry) => {
    if (entry.weekday !== weekday || entry.status?.toLowerCase() === 'closed') return false
    const open = parseClockTime(entry.open)
    const close = parseClockTime(entry.close)
    return open !== null && close !== null && open <= minutes && minutes < close
  })
}

/** The sticky mobile bar's Call Now: needs a phone, and on tenants that ask, an open dealer. */
export function showMobileCallNow(input: {
  phone: PhoneChoice
  tenant: Pick<TenantDisplaySettings, 'call_now_only_when_open'>
  openingHours: readonly OpeningHourEntry[] | null | undefined
  now: Date
}): boolean {
  if (input.phone.kind !== 'phone') return false
  if (!input.tenant.call_now_only_when_open) return true
  return isOpenInPerth(input.openingHours, input.now)
}

/** A car and its dealer's settings, as the vehicle page holds them. */
type CarOnItsSite = { car: VehicleForDisplay; settings: TenantDisplaySettings }

type PageAction = ActionButton & { href: string }

/** The phone the page calls, per the rule; a missing one is logged once per render and hides the call buttons. */
export function pagePhone(data: CarOnItsSite): PhoneChoice {
  const phone = choosePhone(data.car, data.settings)
  if (phone.kind === 'missing') console.warn(phone.warning)
  return phone
}

/** The sidebar's buttons with somewhere to go, in the rules' order. */
export function pageActions(data: CarOnItsSite, phone: PhoneChoice): PageAction[] {
  return actionButtons(data.car, data.settings, phone).flatMap((button) => {
    const href = actionHref(button, data.car)
    return href ? [{ ...button, href }] : []
  })
}
