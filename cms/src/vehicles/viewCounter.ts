import type { Payload } from 'payload'
import { processSlot } from '../lib/processSlot'

type VehicleId = number | string

/**
 * Vehicle page views, counted in memory and added to each car's stored `views` every few seconds.
 * Writing on every view would re-run the vehicle's hooks (search index sync, page revalidation) per
 * visitor, so the counts go straight to the database adapter, in batches. A crash loses at most the
 * last interval's views; two server processes can each add theirs (read, then write) with a small
 * chance of one overwriting the other's batch — an acceptable error for a popularity figure.
 */
export class VehicleViewCounter {
  private readonly pending = new Map<string, { id: VehicleId; count: number }>()
  private flushing: Promise<void> | null = null

  constructor(private readonly payload: Payload) {}

  /** Counts one view; answers how many of this car's views are not yet stored. */
  record(id: VehicleId): number {
    const key = String(id)
    const entry = this.pending.get(key) ?? { id, count: 0 }
    entry.count += 1
    this.pending.set(key, entry)
    return entry.count
  }

  /** Views counted here and not yet in the database. */
  unsaved(id: VehicleId): number {
    return this.pending.get(String(id))?.count ?? 0
  }

  /** Adds the counted views to the stored ones. Concurrent calls share one pass. */
  flush(): Promise<void> {
    this.flushing ??= this.writePending().finally(() => {
      this.flushing = null
    })
    return this.flushing
  }

  private async writePending(): Promise<void> {
    for (const [key, entry] of [...this.pending]) {
      const count = entry.count
      try {
        const stored = await this.payload.db.findOne<{ id: VehicleId; views?: number | null }>({
          collection: 'vehicles',
          where: { id: { equals: entry.id } },
        })
        if (stored) {
          await this.payload.db.updateOne({
            collection: 'vehicles',
            id: entry.id,
            data: { views: (stored.views ?? 0) + count },
            returning: false,
          })
        }
        // Views that arrived while writing stay for the next pass; a deleted car's are dropped.
        const now = this.pending.get(key)
        if (!now || now.count <= count) this.pending.delete(key)
        else now.count -= count
      } catch (error) {
        this.payload.logger.warn({ err: error, vehicle: entry.id }, 'Storing vehicle views failed; kept for the next pass')
      }
    }
  }
}

/** How often the process's counter (platform/services.ts) adds its views to the stored ones. */
export const VIEW_FLUSH_INTERVAL_MS = 5_000

/** The process's counter, made with the first caller's Payload and flushed on an interval that does not keep the process alive. */
export function processViewCounter(payload: Payload): VehicleViewCounter {
  return processSlot('vehicleViewCounter', () => {
    const counter = new VehicleViewCounter(payload)
    setInterval(() => void counter.flush(), VIEW_FLUSH_INTERVAL_MS).unref()
    return counter
  })
}
