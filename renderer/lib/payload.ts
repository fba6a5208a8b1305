import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload instance for this process (getPayload caches it). */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
