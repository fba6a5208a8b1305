import { hidden, httpAddress, oneOf, text, wholeNumber, type Description, type Values } from './variables'

/** More proxies than this in front of one server is a misconfiguration, not a deployment. */
export const MAX_TRUSTED_PROXY_HOPS = 10

/** The server itself (docs/configuration.md). */
export const serverVariables = {
  // Set by Next.js and by `npm start`; only `production` changes anything here.
  NODE_ENV: text(),
  PORT: wholeNumber(1, 65535),
  PUBLIC_URL: httpAddress('https://admin.example.com'),
  PAYLOAD_SECRET: text({ trim: false }),
  PAYLOAD_LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  SEED_DEMO_TENANTS: oneOf(['0', '1']),
  TRUSTED_PROXY_HOPS: wholeNumber(0, MAX_TRUSTED_PROXY_HOPS),
  // The earlier name of TRUSTED_PROXY_HOPS, still read so existing settings keep working.
  ENQUIRY_TRUSTED_PROXY_HOPS: wholeNumber(0, MAX_TRUSTED_PROXY_HOPS),
}

export const DEFAULT_PORT = 3000

export type LogLevel = NonNullable<ServerValues['PAYLOAD_LOG_LEVEL']>

type ServerValues = Values<typeof serverVariables>

export type ServerSettings = {
  nodeEnv: string | null
  production: boolean
  port: number
  /** The address the admin is served at: Payload's serverURL, and an origin always trusted for cookie changes. */
  publicUrl: string | null
  /** Null: payload.config.ts uses a development secret, and refuses to serve in production. */
  payloadSecret: string | null
  /** Null: Payload's own default. */
  logLevel: LogLevel | null
  /** Whether the server seeds the demo tenants as it starts (`npm start` sets 1). */
  seedDemoTenants: boolean
  /**
   * How many reverse proxies in front of the server append to X-Forwarded-For (0: none, the visitor
   * is the connection's own address): see lib/clientAddress.ts.
   */
  trustedProxyHops: number
}

export function serverSettings(values: ServerValues): ServerSettings {
  return {
    nodeEnv: values.NODE_ENV ?? null,
    production: values.NODE_ENV === 'production',
    port: values.PORT ?? DEFAULT_PORT,
    publicUrl: values.PUBLIC_URL ?? null,
    payloadSecret: values.PAYLOAD_SECRET ?? null,
    logLevel: values.PAYLOAD_LOG_LEVEL ?? null,
    seedDemoTenants: values.SEED_DEMO_TENANTS === '1',
    trustedProxyHops: values.TRUSTED_PROXY_HOPS ?? values.ENQUIRY_TRUSTED_PROXY_HOPS ?? 0,
  }
}

/** Whether the admin is served over https (PUBLIC_URL's scheme): its cookies are then Secure. */
export function servedOverHttps(server: Pick<ServerSettings, 'publicUrl'>): boolean {
  return server.publicUrl?.toLowerCase().startsWith('https:') ?? false
}

export function describeServer(server: ServerSettings): Description {
  return {
    NODE_ENV: server.nodeEnv ?? 'not set',
    PORT: String(server.port),
    PUBLIC_URL: server.publicUrl ?? 'not set',
    PAYLOAD_SECRET: server.payloadSecret ? hidden : 'not set',
    PAYLOAD_LOG_LEVEL: server.logLevel ?? "not set (Payload's default)",
    SEED_DEMO_TENANTS: server.seedDemoTenants ? '1' : '0',
    TRUSTED_PROXY_HOPS: String(server.trustedProxyHops),
  }
}
