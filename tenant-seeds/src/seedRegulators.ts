import type { Payload } from 'payload'

import { REGULATORS } from '@forecourt/domain/legal'

/** The eight state regulators (shared reference data): whichever are missing are added, none changed. */
export async function seedRegulators(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({ collection: 'regulators', limit: 20, depth: 0, overrideAccess: true, select: { state: true } })
  const present = new Set(docs.map((doc) => doc.state))
  const created: string[] = []
  for (const regulator of Object.values(REGULATORS)) {
    if (present.has(regulator.state)) continue
    await payload.create({ collection: 'regulators', data: { ...regulator }, overrideAccess: true })
    created.push(`regulator ${regulator.state}`)
  }
  return created
}
