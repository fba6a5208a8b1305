'use client'

import { useEffect, useState, type FormEvent } from 'react'

import {
  normaliseAustralianMobile,
  PHONE_INVALID_MESSAGE,
  safeSitePath,
  SIGN_IN_DEFAULT_HEADING,
  SIGN_IN_HEADINGS,
  signInMessages,
  SIGN_IN_TYPES,
  type SignInType,
  WATCHLIST_TOAST_VIEW_LIST,
} from '@forecourt/domain/shopper'
import { FAVOURITES_STORAGE_KEY, parseFavourites } from '@forecourt/domain/vehiclePage'
import { callWatchlist, loadWatchlist, showToast } from '@forecourt/site-ui/shopper'
import { post, readStorage } from '../requests'

/** The sign-in page: the mobile number, then the code from the text message; then where the visitor was going. */
export function SignIn() {
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
