#!/usr/bin/env node
// Clones a template into a new tenant on a running server (POST /onboarding/tenants/clone), printing
// each step as the server reports it. Usage: see scripts/lib/tenantClone.mjs or --help.
import { runTenantClone } from './lib/tenantClone.mjs'

process.exitCode = await runTenantClone({ argv: process.argv.slice(2), env: process.env })
