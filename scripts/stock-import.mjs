#!/usr/bin/env node
// Imports a dealership's stock feed (CSV or JSON) into a running Forecourt through
// POST /api/vehicles/import, drawing a progress bar from the NDJSON the server streams back.
// Usage: npm run stock:import -- --tenant harbourside-toyota --dealership harbourside-toyota --file feed.csv
import cliProgress from 'cli-progress'

import { runStockImport } from './lib/stockImport.mjs'

const createBar = () =>
  new cliProgress.SingleBar(
    {
      format: 'Importing [{bar}] {percentage}% | {value}/{total} cars | {rate} cars/s | {eta} left | {duration_formatted}',
      hideCursor: true,
      clearOnComplete: true,
      // Redrawn on every line the server streams (one per batch of cars), not only on a timer.
      forceRedraw: true,
    },
    cliProgress.Presets.shades_classic,
  )

process.exitCode = await runStockImport({ argv: process.argv.slice(2), env: process.env, createBar })
