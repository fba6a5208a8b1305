'use client'

import { useEffect, useState, type FormEvent } from 'react'

import {
  displayAustralianMobile,
  normaliseAustralianMobile,
  PHONE_INVALID_MESSAGE,
  reservationStatusText,
  safeSitePath,
  SIGN_IN_DEFAULT_HEADING,
  SIGN_IN_HEADINGS,
  signInHref,
  signInMessages,
  SIGN_IN_TYPES,
  type SignInType,
  WATCHLIST_TOAST_VIEW_LIST,
  watchlistToast,
} from '@forecourt/domain/shopper'
import { journeyStepLabels, type JourneyStep } from '@forecourt/domain/purchaseJourney'
import { FAVOURITES_STORAGE_KEY, parseFavourites, parseViewedCars, VIEWED_CARS_STORAGE_KEY } from '@forecourt/domain/vehiclePage'
import { callWatchlist, loadWatchlist, showToast, type WatchlistCarSummary } from '@forecourt/site-ui/shopper'

type Kind = 'sign-in' | 'my-garage' | 'watchlist' | 'spin-to-win' | 'online-payment'

type Answer = { success?: boolean; message?: string }

async function post(path: string, body: unknown): Promise<{ ok: boolean; status: number; body: Answer & Record<string, unknown> }> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { ok: response.ok, status: response.status, body: ((await response.json().catch(() => ({}))) ?? {}) as Answer }
  } catch {
    return { ok: false, status: 0, body: { message: signInMessages.smsFailed } }
  }
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

function hereWithQuery(): string {
  return `${window.location.pathname}${window.location.search}`
}

async function signOut() {
  await post('/api/shoppers/sign-out', {})
  window.location.assign('/')
}

function SignOutButton() {
  return (
    <button type="button" className="fc-button fc-button--secondary fc-shopper__sign-out" onClick={() => void signOut()}>
      Sign out everywhere
    </button>
  )
}

function formatPrice(price: number | null): string {
  return typeof price === 'number' && price > 0 ? `$${price.toLocaleString('en-AU')}` : 'Enquire for price'
}

/** A saved car the dealer has since hidden from the site: still removable, but nothing of it is shown. */
const UNAVAILABLE_CAR_TEXT = 'This car is no longer available'

function CarList({ cars, onRemove }: { cars: readonly WatchlistCarSummary[]; onRemove?: (car: WatchlistCarSummary) => void }) {
  if (cars.length === 0) return <p className="fc-shopper__empty">You have not saved any cars yet.</p>
  return (
    <ul className="fc-shopper__cars">
      {cars.map((car) => (
        <li key={car.id} className="fc-shopper__car">
          {!car.available ? (
            <span>{UNAVAILABLE_CAR_TEXT}</span>
          ) : car.slug ? (
            <a href={`/cars/${car.slug}`}>{car.name}</a>
          ) : (
            <span>{car.name}</span>
          )}
          {car.available ? <span className="fc-shopper__price">{car.sold ? 'Sold' : formatPrice(car.price)}</span> : null}
          {onRemove ? (
            <button type="button" className="fc-button fc-button--secondary" onClick={() => onRemove(car)}>
              Remove <span className="fc-visually-hidden">{car.name ?? UNAVAILABLE_CAR_TEXT}</span>
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** The sign-in page: the mobile number, then the code from the text message; then where the visitor was going. */
function SignIn() {
  const [step, setStep] = useState<'phone' | 'code' | 'offer'>('phone')
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [notice, setNotice] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [target, setTarget] = useState<{ type: SignInType | null; redirect: string; back: string }>({
    type: null,
    redirect: '/',
    back: '/',
  })
  const [offered, setOffered] = useState<ReturnType<typeof parseFavourites>>([])
  const [shopperPhone, setShopperPhone] = useState('')

  useEffect(() => {
    const query = new URLSearchParams(window.location.search)
    const type = query.get('type')
    const redirect = safeSitePath(query.get('redirect'))
    setTarget({
      type: (SIGN_IN_TYPES as readonly string[]).includes(type ?? '') ? (type as SignInType) : null,
      redirect,
      back: safeSitePath(query.get('back')),
    })
    // Already signed in (another tab, or the back button): straight on to where the visitor was going.
    void loadWatchlist().then((state) => {
      if (state.signedIn) window.location.replace(redirect)
    })
  }, [])

  const requestCode = async (event?: FormEvent) => {
    event?.preventDefault()
    setError('')
    if (!normaliseAustralianMobile(phone)) {
      setError(PHONE_INVALID_MESSAGE)
      return
    }
    setBusy(true)
    const answer = await post('/api/shoppers/request-code', { phone })
    setBusy(false)
    if (!answer.ok) {
      setError(answer.body.message ?? signInMessages.smsFailed)
      return
    }
    setNotice(answer.body.message ?? '')
    setCode('')
    setStep('code')
  }

  const verify = async (event: FormEvent) => {
    event.preventDefault()
    setError('')
    if (!/^\d{6}$/.test(code.trim())) {
      setError(signInMessages.codeInvalid)
      return
    }
    setBusy(true)
    const answer = await post('/api/shoppers/verify-code', { phone, code: code.trim() })
    if (!answer.ok) {
      setBusy(false)
      setError(answer.body.message ?? signInMessages.codeWrong)
      return
    }
    const signedIn = (answer.body.shopper as { phone?: string } | undefined)?.phone ?? normaliseAustralianMobile(phone) ?? ''
    setShopperPhone(signedIn)
    // Cars saved in this browser before there was a sign-in: offered into the watchlist, once.
    const favourites = parseFavourites(readStorage(FAVOURITES_STORAGE_KEY))
    const state = await loadWatchlist(true)
    const saved = new Set(state.signedIn ? state.cars.map((car) => String(car.id)) : [])
    const unsaved = favourites.filter((entry) => !saved.has(String(entry.id)))
    if (unsaved.length > 0) {
      setBusy(false)
      setOffered(unsaved)
      setStep('offer')
      return
    }
    window.location.assign(target.redirect)
  }

  const acceptOffer = async (accept: boolean) => {
    setBusy(true)
    if (accept) {
      for (const entry of offered) await callWatchlist('save-car', shopperPhone, entry.id)
      showToast({
        title: 'Cars Saved In Watchlist',
        description: `${offered.length} saved cars are now available in your watchlist`,
        action: { label: WATCHLIST_TOAST_VIEW_LIST },
      })
    }
    try {
      window.localStorage.removeItem(FAVOURITES_STORAGE_KEY)
    } catch {
      // Nothing stored to forget.
    }
    window.location.assign(target.redirect)
  }

  const purpose = target.type ? SIGN_IN_HEADINGS[target.type] : SIGN_IN_DEFAULT_HEADING
  return (
    <div className="fc-shopper__panel">
      <p className="fc-shopper__purpose">{purpose}</p>
      {step === 'phone' ? (
        <form className="fc-shopper__form" onSubmit={(event) => void requestCode(event)} noValidate>
          <label htmlFor="fc-shopper-phone">Mobile number</label>
          <input
            id="fc-shopper-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            value={phone}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'fc-shopper-error' : 'fc-shopper-phone-hint'}
            onChange={(event) => setPhone(event.target.value)}
          />
          <p id="fc-shopper-phone-hint" className="fc-shopper__hint">
            We will text you a 6-digit code. Australian mobiles only.
          </p>
          <button type="submit" className="fc-button fc-button--primary" disabled={busy}>
            Send code
          </button>
        </form>
      ) : null}
      {step === 'code' ? (
        <form className="fc-shopper__form" onSubmit={(event) => void verify(event)} noValidate>
          <p role="status">{notice}</p>
          <label htmlFor="fc-shopper-code">6-digit code</label>
          <input
            id="fc-shopper-code"
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'fc-shopper-error' : undefined}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          />
          <button type="submit" className="fc-button fc-button--primary" disabled={busy}>
            Sign in
          </button>
          <button type="button" className="fc-link-button" disabled={busy} onClick={() => void requestCode()}>
            Send a new code
          </button>
        </form>
      ) : null}
      {step === 'offer' ? (
        <div className="fc-shopper__offer" role="group" aria-labelledby="fc-shopper-offer">
          <p id="fc-shopper-offer">
            You saved {offered.length === 1 ? '1 car' : `${offered.length} cars`} in this browser before signing in. Add{' '}
            {offered.length === 1 ? 'it' : 'them'} to your watchlist?
          </p>
          <button type="button" className="fc-button fc-button--primary" disabled={busy} onClick={() => void acceptOffer(true)}>
            Add to my watchlist
          </button>
          <button type="button" className="fc-button fc-button--secondary" disabled={busy} onClick={() => void acceptOffer(false)}>
            Not now
          </button>
        </div>
      ) : null}
      {error ? (
        <p id="fc-shopper-error" className="fc-shopper__error" role="alert">
          {error}
        </p>
      ) : null}
      <a className="fc-shopper__back" href={target.back}>
        Back
      </a>
    </div>
  )
}

type Garage = {
  phone: string
  watchlist: WatchlistCarSummary[]
  enquiries: Array<{ id: number; category: string | null; subcategory: string | null; received_at: string | null; car_name: string | null }>
  /** Reservations join here once the platform takes them online. */
  reservations: Array<{
    id: number | string
    reference: string
    status: string
    car_name?: string | null
    car_slug?: string | null
    hold_expires_at?: string | null
  }>
  /** Online purchases started or continued signed in, each with the link back to where the shopper left it. */
  purchases?: Array<{
    id: number | string
    reference: string
    status: string
    step: string
    car_name: string | null
    continue_path: string | null
  }>
}

function goToSignIn(type: SignInType, path: string) {
  window.location.replace(
    signInHref(type, hereWithQuery() || path, document.referrer ? safeSitePath(new URL(document.referrer).pathname) : '/'),
  )
}

/** My Garage: the signed-in shopper's watchlist, enquiries, reservations and the cars viewed on this browser. */
function MyGarage({ path }: { path: string }) {
  const [garage, setGarage] = useState<Garage | null>(null)
  const [viewed, setViewed] = useState<ReturnType<typeof parseViewedCars>>([])

  useEffect(() => {
    setViewed(parseViewedCars(readStorage(VIEWED_CARS_STORAGE_KEY)))
    void fetch('/api/shoppers/garage', { credentials: 'same-origin', cache: 'no-store' })
      .then(async (response) => {
        if (response.status === 401) return goToSignIn('my-garage', path)
        if (response.ok) setGarage((await response.json()) as Garage)
      })
      .catch(() => undefined)
  }, [path])

  if (!garage) return <p className="fc-shopper__loading">Loading your garage…</p>
  return (
    <div className="fc-shopper__garage">
      <p>Signed in as {displayAustralianMobile(garage.phone)}.</p>
      <h2>My watchlist</h2>
      <CarList cars={garage.watchlist} />
      <h2>My enquiries</h2>
      {garage.enquiries.length === 0 ? (
        <p className="fc-shopper__empty">No enquiries from {displayAustralianMobile(garage.phone)} yet.</p>
      ) : (
        <ul className="fc-shopper__enquiries">
          {garage.enquiries.map((enquiry) => (
            <li key={enquiry.id}>
              {enquiry.subcategory || enquiry.category}
              {enquiry.car_name ? ` about the ${enquiry.car_name}` : ''}
              {enquiry.received_at ? `, sent ${new Date(enquiry.received_at).toLocaleDateString('en-AU')}` : ''}
            </li>
          ))}
        </ul>
      )}
      <h2>My reservations</h2>
      {garage.reservations.length === 0 ? (
        <p className="fc-shopper__empty">Cars you reserve online will show here.</p>
      ) : (
        <ul className="fc-shopper__reservations">
          {garage.reservations.map((reservation) => (
            <li key={reservation.id}>
              {reservation.car_slug ? (
                <a href={`/cars/${encodeURIComponent(reservation.car_slug)}`}>{reservation.car_name ?? reservation.reference}</a>
              ) : (
                (reservation.car_name ?? reservation.reference)
              )}
              {`: ${reservationStatusText(reservation.status)}`}
              {reservation.status === 'held' && reservation.hold_expires_at
                ? `, held for you until ${new Date(reservation.hold_expires_at).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' })}`
                : ''}
              {` (reference ${reservation.reference})`}
            </li>
          ))}
        </ul>
      )}
      <h2>My online purchases</h2>
      {(garage.purchases ?? []).length === 0 ? (
        <p className="fc-shopper__empty">Cars you start buying online will show here, so you can carry on where you left off.</p>
      ) : (
        <ul className="fc-shopper__purchases">
          {(garage.purchases ?? []).map((purchase) => (
            <li key={purchase.id}>
              {purchase.car_name ?? purchase.reference}
              {purchase.status === 'completed'
                ? `: paid (reference ${purchase.reference})`
                : `: in progress, next step ${journeyStepLabels[purchase.step as JourneyStep] ?? purchase.step}`}
              {purchase.status !== 'completed' && purchase.continue_path ? (
                <>
                  {' '}
                  <a href={purchase.continue_path}>Continue buying the {purchase.car_name ?? 'car'}</a>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <h2>Recently viewed</h2>
      {viewed.length === 0 ? (
        <p className="fc-shopper__empty">Cars you look at on this device will show here.</p>
      ) : (
        <ul className="fc-shopper__viewed">
          {viewed.map((car) => (
            <li key={car.id}>{[car.make, car.model, car.stocknum ? `(stock ${car.stocknum})` : null].filter(Boolean).join(' ')}</li>
          ))}
        </ul>
      )}
      <SignOutButton />
    </div>
  )
}

/** The watchlist page: the saved cars, each removable, with its toast. */
function WatchlistPage({ path }: { path: string }) {
  const [state, setState] = useState<Awaited<ReturnType<typeof loadWatchlist>> | null>(null)
  useEffect(() => {
    void loadWatchlist().then(setState)
  }, [])
  if (!state) return <p className="fc-shopper__loading">Loading your watchlist…</p>
  if (!state.signedIn) {
    return (
      <p>
        <a className="fc-button fc-button--primary" href={signInHref('watchlist', path, path)}>
          Sign in to see your watchlist
        </a>
      </p>
    )
  }
  const remove = async (car: WatchlistCarSummary) => {
    setState({ ...state, cars: state.cars.filter((each) => each.id !== car.id) })
    const answer = await callWatchlist('remove-car', state.phone, car.id)
    if (!answer.success) {
      setState(state)
      window.alert(answer.message)
      return
    }
    showToast({ ...watchlistToast('removed', car.name ?? 'The car'), action: { label: WATCHLIST_TOAST_VIEW_LIST } })
  }
  return <CarList cars={state.cars} onRemove={(car) => void remove(car)} />
}

/** Spin to win and online payment: for signed-in shoppers; the block's heading and text (the dealer's) say what is offered. */
function SignedInPage({ type, path }: { type: SignInType; path: string }) {
  const [phone, setPhone] = useState<string | null>(null)
  useEffect(() => {
    void fetch('/api/shoppers/session', { credentials: 'same-origin', cache: 'no-store' })
      .then(async (response) => {
        const body = (await response.json()) as { signedIn?: boolean; shopper?: { phone: string } | null }
        if (!body.signedIn || !body.shopper) return goToSignIn(type, path)
        setPhone(body.shopper.phone)
      })
      .catch(() => undefined)
  }, [type, path])
  if (!phone) return <p className="fc-shopper__loading">Checking your sign-in…</p>
  return (
    <div className="fc-shopper__panel">
      <p>Signed in as {displayAustralianMobile(phone)}.</p>
      <SignOutButton />
    </div>
  )
}

export function ShopperAccountClient({ kind, path }: { kind: Kind; path: string }) {
  if (kind === 'sign-in') return <SignIn />
  if (kind === 'my-garage') return <MyGarage path={path} />
  if (kind === 'watchlist') return <WatchlistPage path={path} />
  return <SignedInPage type={kind} path={path} />
}
