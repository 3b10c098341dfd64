import { Readable } from 'node:stream'
import type { HookContext, NextFunction } from '../declarations'

/**
 * Runs an export's call in a slot of ExportSlots (server/export/exportSlots), held until its stream
 * closes: when it has been read to its end, its client went away, or it stalled (server/streamStall).
 */
export async function inExportSlot(context: HookContext, next: NextFunction) {
  const release = context.app.get('exportSlots').take(context.params.user?.id ?? '')
  try {
    await next()
  } catch (error) {
    release()
    throw error
  }
  const { result } = context
  if (result instanceof Readable && !result.destroyed) result.once('close', release)
  else release()
}
