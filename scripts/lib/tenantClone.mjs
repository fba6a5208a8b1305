// The logic of `pnpm tenant:clone` (scripts/tenant-clone.mjs), importable for tests: plain Node,
// talking to a running server over HTTP only (see stockImport.mjs for why not Payload directly).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline/promises'
import { parseArgs } from 'node:util'

import { errorOf, loginToken, ndjsonMessages } from './stockImport.mjs'

export const usage = `Usage: pnpm tenant:clone --from <template> --slug <slug> --name "<name>" --domain <domain>
         [--phone "<phone>"] [--address "<street>, <suburb> <STATE> <postcode>"] [--licence "<dealer licence>"]
         [--logo <file.svg|file.png>] [--brand-colour <#rrggbb>]
         [--marketer-email <email> --marketer-password <password>] [--demo-stock <count>]
         [--url http://127.0.0.1:3000] [--email <super-admin email>] [--password <password>]

  Templates: toyota-dealer, used-car-group, caravan-dealer.
  --phone, --address and --licence are the new dealer's own; asked for when missing on a terminal.
  --logo and --brand-colour are the dealer's logo and the colour of its buttons and links (the text on
  it is white or black, whichever reads better; a colour that cannot reach WCAG 2.2 AA is refused).
  Left out, the template's values stay and are listed on the tenant in the admin as "Needs replacing".
  The new site answers at its domain and at http://<slug>.localhost:<port> as soon as this returns.
  Running the same command again finishes an interrupted clone and changes nothing else.
  The login comes from --email/--password or FORECOURT_EMAIL/FORECOURT_PASSWORD (a super-admin).`

/** Flags → the request body and the login; throws an Error listing every problem. */
export function parseCloneArgs(argv, env = {}) {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      from: { type: 'string' },
      slug: { type: 'string' },
      name: { type: 'string' },
      domain: { type: 'string' },
      phone: { type: 'string' },
      address: { type: 'string' },
      licence: { type: 'string' },
      logo: { type: 'string' },
      'brand-colour': { type: 'string' },
      'marketer-email': { type: 'string' },
      'marketer-password': { type: 'string' },
      'demo-stock': { type: 'string', default: '0' },
      url: { type: 'string', default: env.FORECOURT_URL ?? 'http://127.0.0.1:3000' },
      email: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) return { help: true }
  const problems = []
  for (const name of ['from', 'slug', 'name', 'domain']) if (!values[name]) problems.push(`--${name} is required`)
  const email = values.email ?? env.FORECOURT_EMAIL
  const password = values.password ?? env.FORECOURT_PASSWORD
  if (!email) problems.push('--email (or FORECOURT_EMAIL) is required')
  if (!password) problems.push('--password (or FORECOURT_PASSWORD) is required')
  let logo
  if (values.logo) {
    try {
      logo = { name: path.basename(values.logo), data: readFileSync(values.logo).toString('base64') }
    } catch {
      problems.push(`--logo: cannot read the file ${values.logo}`)
    }
  }
  if (problems.length) throw new Error(problems.join('\n'))
  return {
    help: false,
    url: String(values.url).replace(/\/+$/, ''),
    email,
    password,
    body: {
      from: values.from,
      slug: values.slug,
      name: values.name,
      domain: values.domain,
      ...(values.phone ? { phone: values.phone } : {}),
      ...(values.address ? { address: values.address } : {}),
      ...(values.licence ? { licence: values.licence } : {}),
      ...(logo ? { logo } : {}),
      ...(values['brand-colour'] ? { brandColour: values['brand-colour'] } : {}),
      ...(values['marketer-email'] ? { marketerEmail: values['marketer-email'] } : {}),
      ...(values['marketer-password'] ? { marketerPassword: values['marketer-password'] } : {}),
      demoStock: values['demo-stock'],
    },
  }
}

/** The new dealer's own details the clone asks for, with the question put on a terminal. */
export const dealerDetails = [
  { key: 'phone', flag: '--phone', question: 'Main phone number of the new dealer, like (02) 6685 1234' },
  { key: 'address', flag: '--address', question: 'Street address, like 12 Bay Road, Byron Bay NSW 2481' },
  { key: 'licence', flag: '--licence', question: 'Dealer licence number, like MD 012345' },
]

/**
 * Fills in the dealer's details the flags left out: asked for one by one when `ask` is given (a
 * terminal), else left out. Returns the flags still missing (the template's values then stay).
 * @param {Record<string, unknown>} body
 * @param {((question: string) => Promise<string>) | undefined} ask
 */
export async function completeDealerDetails(body, ask) {
  const missing = []
  for (const detail of dealerDetails) {
    if (body[detail.key]) continue
    const answer = ask ? (await ask(`${detail.question} (Enter to fill in later): `)).trim() : ''
    if (answer) body[detail.key] = answer
    else missing.push(detail.flag)
  }
  return missing
}

/** A question on the terminal, or undefined when the command is not run from one. */
function terminalQuestion() {
  if (!process.stdin.isTTY || !process.stdout.isTTY) return undefined
  return async (question) => {
    const terminal = createInterface({ input: process.stdin, output: process.stdout })
    try {
      return await terminal.question(question)
    } finally {
      terminal.close()
    }
  }
}

/** Runs the command; returns the exit code (tests call it with their own fetch and output). */
export async function runTenantClone(io) {
  const out = io.out ?? ((line) => process.stdout.write(`${line}\n`))
  const err = io.err ?? ((line) => process.stderr.write(`${line}\n`))
  const request = io.fetch ?? fetch
  let options
  try {
    options = parseCloneArgs(io.argv, io.env ?? process.env)
  } catch (error) {
    err(error instanceof Error ? error.message : String(error))
    err(usage)
    return 1
  }
  if (options.help) {
    out(usage)
    return 0
  }
  const missing = await completeDealerDetails(options.body, 'ask' in io ? io.ask : terminalQuestion())
  if (missing.length) {
    out(`Not given: ${missing.join(', ')}. The template's values stay for now and are listed on the tenant under "Needs replacing".`)
  }
  const started = Date.now()
  const token = await loginToken(request, options, err)
  if (!token) return 1
  const response = await request(`${options.url}/onboarding/tenants/clone`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify(options.body),
  })
  if (!response.ok || !response.body) {
    err(`Clone refused: ${await errorOf(response)}`)
    return 1
  }
  let step = 0
  for await (const message of ndjsonMessages(response.body)) {
    if (message.type === 'progress') out(`[${++step}] ${message.message}`)
    else if (message.type === 'error') {
      err(`Clone failed: ${message.message}`)
      return 1
    } else if (message.type === 'result') {
      const port = new URL(options.url).port
      out(message.resumed ? 'The tenant already existed: finished what was missing.' : 'Tenant created.')
      out(`Created: ${message.created.length ? message.created.join(', ') : 'nothing (already complete)'}`)
      const needsReplacing = Array.isArray(message.needsReplacing) ? message.needsReplacing : []
      if (needsReplacing.length) {
        out(`Still the template's (listed on the tenant in the admin under "Needs replacing"):`)
        for (const item of needsReplacing) out(`  - ${item}`)
      }
      out(
        `Live at https://${options.body.domain} and http://${options.body.slug}.localhost${port ? `:${port}` : ''} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      )
      return 0
    }
  }
  err('The server ended the answer without a result.')
  return 1
}
