'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'

import {
  advanceEnquirySteps,
  type AppointmentSlot,
  australianStates,
  type EnquiryCar,
  type EnquiryErrors,
  enquiryFields,
  type EnquiryFieldSpec,
  type EnquiryFormSetup,
  enquiryInitialValues,
  enquiryMessages,
  type EnquiryStepsEvent,
  type EnquiryStepsState,
  FINANCE_FREQUENCY_LABELS,
  financeFrequencies,
  formatMoneyInput,
  generalEnquiryCategories,
  HONEYPOT_FIELD,
  isLastStep,
  isSubmitting,
  moneyQuickOptions,
  NO_ONLINE_ESTIMATE_TEXT,
  onlineEstimateVerdict,
  POSTCODE_MAX_LENGTH,
  preferredContactMethods,
  prefillFromProfile,
  readVisitorProfile,
  startEnquirySteps,
  SUCCESS_CATEGORY_KEY,
  VISITOR_PROFILE_KEY,
} from '@forecourt/domain/enquiryForm'

type Values = Record<string, string | boolean>

export type EnquiryFormClientProps = {
  setup: EnquiryFormSetup
  slots: AppointmentSlot[] | null
  /** Hidden facts the page fills in (subcategory, page, car). */
  prefill: Record<string, string>
  car: (Pick<EnquiryCar, 'car_type' | 'tag' | 'make' | 'model' | 'year' | 'km' | 'badge'> & { id?: string | number }) | null
  optInLabel: string
  termsText: string
  /** The server's signed description of this form (kind, required fields, consent wording), sent back with each submission. */
  formToken: string | null
  formId: string
  /**
   * Answers another step already gave (a valuation's rego, kilometres and estimate): sent with the
   * enquiry and not asked again.
   */
  answered?: Readonly<Record<string, string>>
  /** Run once the lead is stored, before the visitor moves on (a valuation saved against the lead). Its failure is only logged. */
  afterLead?: (leadId: string) => Promise<void>
  /** The offer field's placeholder: the car's price where the form is about a priced car. */
  offerPlaceholder?: string
}

const SUBMIT_URL = '/api/enquiries/submit'

type Sending = typeof import('./sending')
let sendingCode: Promise<Sending> | null = null
/** The check and the after-send steps, fetched once per page when the shopper starts on a form. */
function loadSending(): Promise<Sending> {
  sendingCode ??= import('./sending').catch((error: unknown) => {
    // A failed fetch is tried again on the next attempt.
    sendingCode = null
    throw error
  })
  return sendingCode
}

/** The text the shopper typed into the server-drawn fields before the form's code ran, by field name. */
function typedBeforeHydration(form: HTMLFormElement | null): Record<string, string> {
  const typed: Record<string, string> = {}
  for (const element of Array.from(form?.elements ?? [])) {
    const isText =
      (element instanceof HTMLInputElement && !['checkbox', 'radio', 'hidden', 'submit', 'button'].includes(element.type)) ||
      element instanceof HTMLTextAreaElement
    if (isText && element.name && element.value && element.value !== element.defaultValue) typed[element.name] = element.value
  }
  return typed
}

function isOverEstimateLimits(values: Values): boolean {
  const verdict = onlineEstimateVerdict(
    { year: values.vehicle_year as string | undefined, kms: values.kms as string | undefined },
    new Date(),
  )
  return !verdict.eligible && (verdict.reason === 'too-old' || verdict.reason === 'too-many-kms')
}

function newAttemptKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return `k${Date.now().toString(36)}${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`
}

function storageGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

function storageSet(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value)
  } catch {
    // Private browsing or a full quota: the enquiry itself is already stored.
  }
}

/**
 * The visitor-facing body: the form's answers plus the server's signed description of the form, which
 * the intake checks them against and records the consent from. The plain declaration only names the kind
 * for a page rendered without a token.
 */
function requestBody(setup: EnquiryFormSetup, values: Values, key: string, formToken: string | null) {
  const { vehicle_year: _year, ...answers } = values
  return {
    ...answers,
    idempotency_key: key,
    form: setup.declaration,
    ...(formToken ? { form_token: formToken } : {}),
    url: window.location.href,
  }
}

export function EnquiryFormClient({
  setup,
  slots,
  prefill,
  car,
  optInLabel,
  termsText,
  formToken,
  formId,
  answered,
  afterLead,
  offerPlaceholder,
}: EnquiryFormClientProps) {
  const router = useRouter()
  const baseId = useId()
  const fields = useMemo(() => enquiryFields(setup.config), [setup.config])
  const [values, setValues] = useState<Values>(() => {
    const initial: Values = { ...(enquiryInitialValues(setup.config) as Values), ...prefill, ...answered }
    if (setup.fixedCategory) initial.category = setup.fixedCategory
    if (setup.dealerships.length === 1 && setup.dealerships[0]) initial.dealership_slug = setup.dealerships[0].value
    return initial
  })
  const [errors, setErrors] = useState<EnquiryErrors | null>(null)
  const [submitError, setSubmitError] = useState<string | null>(null)
  const stepCount = setup.firstStep ? 2 : 1
  const [steps, setSteps] = useState<EnquiryStepsState>(() => startEnquirySteps(stepCount))
  const attemptKey = useRef<string | null>(null)
  const inFlight = useRef(false)
  const bannerRef = useRef<HTMLDivElement>(null)

  const formRef = useRef<HTMLFormElement>(null)
  const [hydrated, setHydrated] = useState(false)

  // Read after hydration: the server cannot know what this browser saved. The form's code arrives after
  // its HTML, so a shopper may already have typed into the server-drawn fields: what they typed is kept.
  useEffect(() => {
    const typed = typedBeforeHydration(formRef.current)
    const profile = readVisitorProfile(storageGet(VISITOR_PROFILE_KEY))
    setValues((current) => ({ ...prefillFromProfile(current, profile), ...typed }))
    setHydrated(true)
  }, [])

  useEffect(() => {
    if ((errors || submitError) && bannerRef.current) bannerRef.current.focus()
  }, [errors, submitError])

  const set = (name: string, value: string | boolean) => setValues((current) => ({ ...current, [name]: value }))

  const visible = fields.filter(
    (field) => !field.hidden && !(field.name === 'test_drive_booking_date' && !slots?.length) && !(answered && field.name in answered),
  )
  const inStep = (field: EnquiryFieldSpec, index: number) => {
    if (!setup.firstStep) return true
    const first = setup.firstStep.includes(field.name)
    return index === 0 ? first : !first
  }
  const stepFields = visible.filter((field) => inStep(field, steps.stepIndex))

  const successCategory = (typeof values.category === 'string' && values.category) || setup.category
  const validationConfig = () => ({
    ...setup.config,
    now: new Date(),
    choices: { ...setup.config.choices, appointmentSlots: slots?.map((slot) => slot.value) },
  })

  function dispatch(event: EnquiryStepsEvent) {
    const transition = advanceEnquirySteps(steps, event, { successCategory })
    setSteps(transition.state)
    return transition
  }

  async function send(key: string) {
    let response: Response
    try {
      response = await fetch(SUBMIT_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify(requestBody(setup, values, key, formToken)),
      })
    } catch {
      return { ok: false as const, message: null, fieldErrors: null }
    }
    let json: { lead_id?: string | number; message?: string; errors?: Record<string, string>; messages?: string[] } = {}
    try {
      json = await response.json()
    } catch {
      // An answer without a body is reported with the generic text.
    }
    if (response.ok && json.lead_id !== undefined && json.lead_id !== null) return { ok: true as const, leadId: String(json.lead_id) }
    const fieldErrors =
      response.status === 400 && json.errors
        ? { summary: enquiryMessages.errorSummary, messages: json.messages ?? Object.values(json.errors), byField: json.errors }
        : null
    return { ok: false as const, message: json.message ?? null, fieldErrors }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    let sending: Sending
    try {
      sending = await loadSending()
    } catch {
      setSubmitError(enquiryMessages.submitFailed)
      return
    }
    if (inFlight.current || isSubmitting(steps)) return
    attemptKey.current ??= newAttemptKey()
    const key = attemptKey.current
    const validation = sending.checkEnquiry(validationConfig(), { ...values, idempotency_key: key })
    if (!validation.ok) {
      const names = new Set<string>(stepFields.map((field) => field.name))
      const relevant = Object.entries(validation.errors.byField).filter(([name]) => !setup.firstStep || names.has(name))
      if (relevant.length > 0) {
        setSubmitError(null)
        setErrors({
          summary: enquiryMessages.errorSummary,
          messages: [...new Set(relevant.map(([, message]) => message))],
          byField: Object.fromEntries(relevant),
        })
        return
      }
    }
    setErrors(null)
    setSubmitError(null)
    const transition = dispatch({ type: 'continue' })
    if (!transition.effects.some((effect) => effect.type === 'submit')) return

    inFlight.current = true
    const result = await send(key)
    inFlight.current = false
    if (result.ok) {
      const after = advanceEnquirySteps(transition.state, { type: 'submitted', response: { lead_id: result.leadId } }, { successCategory })
      setSteps(after.state)
      attemptKey.current = null
      sending.pushToDataLayer(
        window as unknown as { dataLayer?: unknown },
        sending.enquiryAnalyticsEvent({
          kind: setup.kind,
          category: successCategory,
          subcategory: setup.subcategory,
          car,
          leadId: result.leadId,
          userData: sending.enquiryUserData(values),
        }),
      )
      storageSet(
        VISITOR_PROFILE_KEY,
        JSON.stringify(sending.profileFromValues(values, readVisitorProfile(storageGet(VISITOR_PROFILE_KEY)))),
      )
      storageSet(SUCCESS_CATEGORY_KEY, successCategory)
      if (afterLead) {
        // The lead is stored; what follows is extra, and the spec only logs its failure.
        await afterLead(result.leadId).catch((error: unknown) => console.warn('After-lead step failed', error))
      }
      router.push(setup.successRedirect)
      return
    }
    const failed = advanceEnquirySteps(
      transition.state,
      result.message === null && !result.fieldErrors
        ? { type: 'submit-failed' }
        : { type: 'submitted', response: { error: result.message } },
      { successCategory },
    )
    setSteps(failed.state)
    if (result.fieldErrors) {
      setErrors(result.fieldErrors)
      return
    }
    // A single-step form says 'An error occurred when submitting this form' unless the server said why.
    setSubmitError(setup.firstStep ? failed.state.error : result.message || enquiryMessages.submitFailed)
  }

  const errorFor = (name: string) => errors?.byField[name]
  const idFor = (name: string) => `${baseId}-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`
  const describedBy = (name: string) => (errorFor(name) ? `${idFor(name)}-error` : undefined)
  const fieldError = (name: string) =>
    errorFor(name) ? (
      <p className="fc-enquiry__error" id={`${idFor(name)}-error`}>
        {errorFor(name)}
      </p>
    ) : null

  function textInput(
    field: EnquiryFieldSpec,
    props: { type?: string; inputMode?: 'numeric' | 'tel' | 'email' | 'text'; maxLength?: number; autoComplete?: string },
  ) {
    const name = field.name
    return (
      <div className="fc-enquiry__field" key={name}>
        <label htmlFor={idFor(name)}>
          {field.label}
          {field.required ? <span aria-hidden="true"> *</span> : null}
        </label>
        <input
          id={idFor(name)}
          name={name}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          autoComplete={props.autoComplete}
          required={field.required}
          aria-invalid={errorFor(name) ? true : undefined}
          aria-describedby={describedBy(name)}
          value={typeof values[name] === 'string' ? (values[name] as string) : ''}
          onChange={(event) => set(name, event.target.value)}
        />
        {fieldError(name)}
      </div>
    )
  }

  function selectInput(field: EnquiryFieldSpec, options: readonly { value: string; label: string }[], placeholder: string) {
    const name = field.name
    return (
      <div className="fc-enquiry__field" key={name}>
        <label htmlFor={idFor(name)}>
          {field.label}
          {field.required ? <span aria-hidden="true"> *</span> : null}
        </label>
        <select
          id={idFor(name)}
          name={name}
          required={field.required}
          aria-invalid={errorFor(name) ? true : undefined}
          aria-describedby={describedBy(name)}
          value={typeof values[name] === 'string' ? (values[name] as string) : ''}
          onChange={(event) => set(name, event.target.value)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {fieldError(name)}
      </div>
    )
  }

  function radioGroup(field: EnquiryFieldSpec, options: readonly string[], labels: Readonly<Record<string, string>> = {}) {
    const name = field.name
    return (
      <fieldset className="fc-enquiry__field fc-enquiry__choices" key={name} aria-describedby={describedBy(name)}>
        <legend>{field.label}</legend>
        {options.map((option) => (
          <label key={option} className="fc-enquiry__choice">
            <input type="radio" name={name} value={option} checked={values[name] === option} onChange={() => set(name, option)} />
            {labels[option] ?? option}
          </label>
        ))}
        {fieldError(name)}
      </fieldset>
    )
  }

  function checkbox(field: EnquiryFieldSpec, label: ReactNode) {
    const name = field.name
    return (
      <div className="fc-enquiry__field fc-enquiry__check" key={name}>
        <input
          id={idFor(name)}
          name={name}
          type="checkbox"
          aria-invalid={errorFor(name) ? true : undefined}
          aria-describedby={describedBy(name)}
          checked={values[name] === true}
          onChange={(event) => set(name, event.target.checked)}
        />
        <label htmlFor={idFor(name)}>{label}</label>
        {fieldError(name)}
      </div>
    )
  }

  function moneyInput(field: EnquiryFieldSpec, quickOptions: boolean) {
    const name = field.name
    return (
      <div className="fc-enquiry__field" key={name}>
        <label htmlFor={idFor(name)}>
          {field.label}
          {field.required ? <span aria-hidden="true"> *</span> : null}
        </label>
        <input
          id={idFor(name)}
          name={name}
          type="text"
          inputMode="numeric"
          placeholder={(name === 'offer_from_client' && offerPlaceholder) || '$'}
          required={field.required}
          aria-invalid={errorFor(name) ? true : undefined}
          aria-describedby={describedBy(name)}
          value={typeof values[name] === 'string' ? (values[name] as string) : ''}
          onChange={(event) => set(name, formatMoneyInput(event.target.value))}
        />
        {quickOptions ? (
          <div className="fc-enquiry__quick" role="group" aria-label="Suggested amounts">
            {moneyQuickOptions().map((option) => (
              <button
                key={option.value}
                type="button"
                className="fc-enquiry__quick-option"
                aria-pressed={values[name] === option.label}
                onClick={() => set(name, option.label)}
              >
                {option.label}
              </button>
            ))}
          </div>
        ) : null}
        {fieldError(name)}
      </div>
    )
  }

  function renderField(field: EnquiryFieldSpec): ReactNode {
    switch (field.name) {
      case 'category':
        if (setup.fixedCategory) return null
        return selectInput(
          field,
          generalEnquiryCategories.map((value) => ({ value, label: value })),
          'Select a category',
        )
      case 'dealership_slug':
        return selectInput(field, setup.dealerships, enquiryMessages.dealershipPlaceholder)
      case 'location_id':
        return selectInput(field, setup.dealerships, 'Select a location')
      case 'name':
        return textInput(field, { autoComplete: field.label === 'First Name' ? 'given-name' : 'name' })
      case 'last_name':
        return textInput(field, { autoComplete: 'family-name' })
      case 'email':
        return textInput(field, { type: 'email', inputMode: 'email', autoComplete: 'email' })
      case 'phone':
        return textInput(field, { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })
      case 'postcode':
        return textInput(field, { inputMode: 'numeric', maxLength: POSTCODE_MAX_LENGTH, autoComplete: 'postal-code' })
      case 'PreferredContactMethod':
        return radioGroup(field, preferredContactMethods)
      case 'finance':
      case 'do-you-have-a-trade-in':
        return radioGroup(field, ['Yes', 'No'])
      case 'offer_from_client':
        return moneyInput(field, true)
      case 'valuation':
      case 'vehiclePriceBudget':
      case 'deposit':
      case 'balloon':
        return moneyInput(field, false)
      case 'term':
        return textInput(field, { inputMode: 'numeric', maxLength: 3 })
      case 'frequency':
        return radioGroup(field, financeFrequencies, FINANCE_FREQUENCY_LABELS)
      case 'kms':
        return textInput(field, { inputMode: 'numeric' })
      case 'rego':
        return textInput(field, {})
      case 'regoState':
        return selectInput(
          field,
          australianStates.map((value) => ({ value, label: value })),
          'Select a state',
        )
      case 'test_drive_booking_date':
        return selectInput(field, slots ?? [], 'No preference')
      case 'message':
        return (
          <div className="fc-enquiry__field" key="message">
            <label htmlFor={idFor('message')}>
              {field.label}
              {field.required ? <span aria-hidden="true"> *</span> : null}
            </label>
            <textarea
              id={idFor('message')}
              name="message"
              rows={4}
              required={field.required}
              aria-invalid={errorFor('message') ? true : undefined}
              aria-describedby={describedBy('message')}
              value={typeof values.message === 'string' ? values.message : ''}
              onChange={(event) => set('message', event.target.value)}
            />
            {fieldError('message')}
          </div>
        )
      case 'opt_in':
        return checkbox(field, optInLabel)
      case 'opt_in_finance':
      case 'opt_in_trade':
        return checkbox(field, field.label)
      case 'terms_agreed':
        return checkbox(field, termsText)
      default:
        return null
    }
  }

  const tradeInNotice =
    setup.kind === 'trade-in' && steps.stepIndex === stepCount - 1 && !answered ? (
      <div className="fc-enquiry__field" key="vehicle_year">
        <label htmlFor={idFor('vehicle_year')}>Year of your vehicle</label>
        <input
          id={idFor('vehicle_year')}
          inputMode="numeric"
          maxLength={4}
          value={typeof values.vehicle_year === 'string' ? values.vehicle_year : ''}
          onChange={(event) => set('vehicle_year', event.target.value)}
        />
        <p className="fc-enquiry__note" aria-live="polite">
          {/* Until the year and kilometres are typed the visitor reads the rule; a car known to be over it gets the no-estimate text. */}
          {isOverEstimateLimits(values)
            ? `${NO_ONLINE_ESTIMATE_TEXT} We will contact you to arrange a valuation.`
            : 'Cars up to 7 years old and 100,000 km get an online estimate.'}
        </p>
      </div>
    ) : null

  const busy = isSubmitting(steps)
  const last = isLastStep(steps)
  const banner = errors ? (
    <div className="fc-enquiry__banner" role="alert" tabIndex={-1} ref={bannerRef}>
      <p>{enquiryMessages.errorSummary}</p>
      <ul>
        {errors.messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  ) : submitError ? (
    <div className="fc-enquiry__banner" role="alert" tabIndex={-1} ref={bannerRef}>
      <p>{submitError}</p>
    </div>
  ) : null

  return (
    <form
      ref={formRef}
      className="fc-enquiry__form"
      id={formId}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadSending().catch(() => undefined)}
      aria-busy={busy}
      data-kind={setup.kind}
      data-hydrated={hydrated ? 'true' : undefined}
    >
      {banner}
      {stepCount > 1 ? (
        <p className="fc-enquiry__step">
          Step {steps.stepIndex + 1} of {stepCount}
        </p>
      ) : null}
      {stepFields.map(renderField)}
      {tradeInNotice}
      {/* People never see this field; bots fill it in. */}
      <div className="fc-enquiry__trap" aria-hidden="true">
        <label htmlFor={idFor(HONEYPOT_FIELD)}>Company website</label>
        <input
          id={idFor(HONEYPOT_FIELD)}
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={typeof values[HONEYPOT_FIELD] === 'string' ? (values[HONEYPOT_FIELD] as string) : ''}
          onChange={(event) => set(HONEYPOT_FIELD, event.target.value)}
        />
      </div>
      <div className="fc-enquiry__actions">
        {stepCount > 1 && steps.stepIndex > 0 ? (
          <button type="button" className="fc-button fc-button--secondary" disabled={busy} onClick={() => dispatch({ type: 'back' })}>
            Back
          </button>
        ) : null}
        <button type="submit" className="fc-button fc-button--primary" disabled={busy}>
          {busy ? <span className="fc-spinner" aria-hidden="true" /> : null}
          {busy ? 'Sending…' : last ? setup.submitText : 'Next'}
        </button>
      </div>
    </form>
  )
}
