import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'

/**
 * docker-compose.yml is the documented production path on MongoDB (docs/databases.md). Docker is not
 * on every machine that runs the tests, so the file is read as YAML and its MongoDB setup checked here;
 * where `docker compose` exists it also has to accept the file.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const composeFile = path.join(root, 'docker-compose.yml')

type Service = {
  image?: string
  command?: string[]
  environment?: Record<string, string>
  healthcheck?: { test?: string[] }
  depends_on?: Record<string, { condition?: string }>
}
const compose = parse(readFileSync(composeFile, 'utf8')) as { services: Record<string, Service> }

describe('docker-compose.yml', () => {
  const { app, mongo } = compose.services

  it('runs MongoDB as a one-member replica set, so Payload’s transactions are on', () => {
    expect(mongo?.image).toMatch(/^mongo:\d/)
    expect(mongo?.command).toEqual(['mongod', '--replSet', 'rs0', '--bind_ip_all'])
    // The health check initiates the set and waits for this member to be the primary.
    const check = (mongo?.healthcheck?.test ?? []).join(' ')
    expect(check).toContain("rs.initiate({ _id: 'rs0', members: [{ _id: 0, host: 'mongo:27017' }] })")
    expect(check).toContain('isWritablePrimary')
  })

  it('points the app at that replica set by default and starts it once the set has a primary', () => {
    expect(app?.environment?.DATABASE_URL).toBe('${DATABASE_URL:-mongodb://mongo:27017/forecourt?replicaSet=rs0}')
    expect(app?.depends_on?.mongo?.condition).toBe('service_healthy')
  })

  it('is accepted by `docker compose config` where Docker Compose is installed', () => {
    const version = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' })
    if (version.status !== 0) return
    const config = spawnSync('docker', ['compose', '-f', composeFile, 'config', '--quiet'], {
      encoding: 'utf8',
      env: { ...process.env, PAYLOAD_SECRET: 'compose-config-check' },
    })
    expect({ status: config.status, stderr: config.stderr }).toEqual({ status: 0, stderr: '' })
  })
})
