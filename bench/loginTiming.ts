// Login timing parity: how long a failed login takes for an unknown email, a wrong password, a locked
// account, and how long a successful one takes, through Payload's login operation (the Users collection
// as configured, hooks included) on a scratch SQLite database. Prints figures; asserts nothing about time.
//
//   node --import @swc-node/register/esm-register bench/loginTiming.ts [--rounds=N]
import os from 'node:os'
import { performance } from 'node:perf_hooks'

import { bootBenchPayload, prepareEnvironment } from './payloadBench'

const rounds = Number(process.argv.find((arg) => arg.startsWith('--rounds='))?.split('=')[1] ?? 20)
if (!Number.isInteger(rounds) || rounds < 1 || rounds > 1000) throw new Error('--rounds must be a whole number from 1 to 1000')

const scratch = prepareEnvironment()
const bench = await bootBenchPayload(scratch)
const { payload } = bench
const password = 'bench-password-long'

try {
  await payload.create({ collection: 'users', data: { email: 'known@bench.test', password, roles: ['user'] }, overrideAccess: true })
  await payload.create({ collection: 'users', data: { email: 'locked@bench.test', password, roles: ['user'] }, overrideAccess: true })

  async function timeLogin(email: string, attempt: string): Promise<number> {
    const started = performance.now()
    await payload.login({ collection: 'users', data: { email, password: attempt } }).catch(() => null)
    return performance.now() - started
  }
  const lockUntilLater = () =>
    payload.db.updateOne({
      collection: 'users',
      where: { email: { equals: 'locked@bench.test' } },
      data: { lockUntil: new Date(Date.now() + 3_600_000).toISOString(), loginAttempts: 5 },
    })
  // The known account must never lock during the run: its attempts are reset between rounds.
  const unlockKnown = () =>
    payload.db.updateOne({
      collection: 'users',
      where: { email: { equals: 'known@bench.test' } },
      data: { lockUntil: null, loginAttempts: 0 },
    })

  await lockUntilLater()
  await timeLogin('warm-up@bench.test', 'wrong-password-x')
  const cases: Record<string, number[]> = { 'unknown email': [], 'wrong password': [], 'locked account': [], 'right password': [] }
  for (let round = 0; round < rounds; round += 1) {
    cases['unknown email']!.push(await timeLogin(`nobody-${round}@bench.test`, 'wrong-password-x'))
    cases['wrong password']!.push(await timeLogin('known@bench.test', 'wrong-password-x'))
    await unlockKnown()
    cases['locked account']!.push(await timeLogin('locked@bench.test', password))
    cases['right password']!.push(await timeLogin('known@bench.test', password))
  }

  const quantile = (values: number[], q: number) =>
    [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!
  console.log(
    `login timing over ${rounds} rounds (ms), load average ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  )
  console.log('case             p50     p90     max')
  for (const [name, values] of Object.entries(cases)) {
    console.log(
      `${name.padEnd(16)} ${quantile(values, 0.5).toFixed(1).padStart(6)}  ${quantile(values, 0.9).toFixed(1).padStart(6)}  ${Math.max(
        ...values,
      )
        .toFixed(1)
        .padStart(6)}`,
    )
  }
} finally {
  await bench.cleanup()
}
