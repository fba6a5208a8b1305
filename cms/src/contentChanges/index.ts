import type { Feature } from '../lib/feature'
import { contentChangedEndpoint, PlatformChanges, processChangeChannel } from './channel'

/** How the server processes on one database hear of each other's changes (channel.ts): the change rows and the endpoint a process calls on itself. */
export const contentChangesFeature: Feature = {
  name: 'contentChanges',
  collections: [PlatformChanges],
  endpoints: [contentChangedEndpoint],
  start: processChangeChannel,
}
