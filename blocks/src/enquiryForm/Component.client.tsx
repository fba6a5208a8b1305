'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'

import {
  advanceEnquirySteps,
  type AppointmentSlot,
  type EnquiryCar,
  type EnquiryErrors,
  enquiryFields,
  type EnquiryFieldSpec,
  type EnquiryFormSetup,
  enquiryInitialValues,
  enquiryMessages,
  type EnquiryStepsEvent,
  type EnquiryStepsState,
  isLastStep,
  isSubmitting,
  prefillFromProfile,
  readVisitorProfile,
  startEnquirySteps,
  SUCCESS_CATEGORY_KEY,
  VISITOR_PROFILE_KEY,
} from '@forecourt/domain/enquiryForm'

import type { FieldBinding, Values } from './fields/binding'
import { EnquiryField } from './fields/EnquiryField'
import { HoneypotField } from './fields/HoneypotField.client'
import { TradeInYearField } from './fields/TradeInYearField.client'
import { loadSending, newAttemptKey, sendEnquiry, type Sending, storageGet, storageSet, typedBeforeHydration } from './submission'

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
    const result = await sendEnquiry(setup, values, key, formToken)
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

  const binding: FieldBinding = {
    values,
    set,
    idFor: (name) => `${baseId}-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`,
    errorFor: (name) => errors?.byField[name],
  }
  const showTradeInYear = setup.kind === 'trade-in' && steps.stepIndex === stepCount - 1 && !answered

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
      {stepFields.map((field) => (
        <EnquiryField
          key={field.name}
          field={field}
          binding={binding}
          setup={setup}
          slots={slots}
          optInLabel={optInLabel}
          termsText={termsText}
          offerPlaceholder={offerPlaceholder}
        />
      ))}
      {showTradeInYear ? <TradeInYearField binding={binding} /> : null}
      <HoneypotField binding={binding} />
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
