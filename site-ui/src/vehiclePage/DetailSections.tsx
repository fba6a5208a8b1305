import type React from 'react'

import { keyInformation, regoExpiryText } from '@forecourt/domain/vehicle'
import { DealerComments, FeatureList, SpecGrid } from './Collapsible.client'
import {
  keyInformationRows,
  registrationRows,
  technicalSpecifications,
  type VehiclePageData,
  type VehiclePageSection,
} from '@forecourt/domain/vehiclePage'

type SectionProps = { data: VehiclePageData; order: readonly VehiclePageSection[] }

/** A titled block of the page body; the id doubles as the heading's anchor. */
export function PageSection({
  id,
  title,
  className,
  children,
}: {
  id: string
  title: string
  className?: string
  children: React.ReactNode
}) {
  return (
    <section id={id} className={`fc-vehicle-section${className ? ` ${className}` : ''}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="fc-vehicle-section__title">
        {title}
      </h2>
      {children}
    </section>
  )
}

export function KeyInformationSection({ data, order }: SectionProps) {
  const rows = keyInformationRows(keyInformation(data.car, data.settings, data.today), order.includes('rego'))
  if (rows.length === 0) return null
  return (
    <PageSection id="key-information" title="Key Information">
      <SpecGrid rows={rows} />
    </PageSection>
  )
}

export function FeaturesSection({ data }: SectionProps) {
  const features = data.car.standardEquipment ?? []
  if (features.length === 0) return null
  return (
    <PageSection id="features" title="Features">
      <FeatureList features={[...features]} />
    </PageSection>
  )
}

/** Always shown: with no comments it says they are pending. */
export function DealerCommentsSection({ data }: SectionProps) {
  return (
    <PageSection id="dealer-comments" title="Dealer Comments">
      <DealerComments text={data.car.dealercomments ?? null} />
    </PageSection>
  )
}

export function RegoSection({ data }: SectionProps) {
  const rows = registrationRows(data.car.regplate, regoExpiryText(data.car.rego_expiry, data.today, data.settings))
  if (rows.length === 0) return null
  return (
    <PageSection id="registration" title="Registration">
      <dl className="fc-spec-grid">
        {rows.map((row) => (
          <div key={row.key} className="fc-spec-grid__item">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </PageSection>
  )
}

export function SpecsSection({ data }: SectionProps) {
  const rows = technicalSpecifications(data.car)
  if (rows.length === 0) return null
  return (
    <PageSection id="specifications" title="Specifications">
      <SpecGrid rows={rows} />
    </PageSection>
  )
}
