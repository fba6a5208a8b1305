import { describe, expect, it } from '@jest/globals'

import { describeSettings, parseSettings } from '../settings'

describe('admission settings', () => {
  it('defaults to 6 expensive requests per client, 24 per process, 5 s of busy time per client in 10 s, GraphQL 2 at once and 60 a minute per user', () => {
    expect(parseSettings({}).admission).toEqual({
      perClient: 6,
      perProcess: 24,
      graphqlPerUser: 2,
      graphqlPerUserPerMinute: 60,
      busyMsPerClient: 5000,
    })
  })

  it('reads each variable and describes it', () => {
    const settings = parseSettings({
      EXPENSIVE_REQUESTS_PER_CLIENT: '2',
      EXPENSIVE_REQUESTS_PER_PROCESS: '8',
      GRAPHQL_IN_FLIGHT_PER_USER: '1',
      GRAPHQL_REQUESTS_PER_USER_PER_MINUTE: '0',
      CLIENT_BUSY_MS_PER_10_SECONDS: '0',
    })
    expect(settings.admission).toEqual({ perClient: 2, perProcess: 8, graphqlPerUser: 1, graphqlPerUserPerMinute: 0, busyMsPerClient: 0 })
    expect(describeSettings(settings)).toMatchObject({ EXPENSIVE_REQUESTS_PER_CLIENT: '2', GRAPHQL_REQUESTS_PER_USER_PER_MINUTE: '0' })
  })

  it('refuses a limit of 0 in flight, which would refuse every request', () => {
    expect(() => parseSettings({ EXPENSIVE_REQUESTS_PER_CLIENT: '0' })).toThrow(
      /EXPENSIVE_REQUESTS_PER_CLIENT.*must be a whole number from 1 to 1000/,
    )
  })
})
