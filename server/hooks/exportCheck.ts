import type { HookContext } from '../declarations'

/** What an export's call answers to a link's check: every rule passed, nothing read. */
export const EXPORT_CHECKED = { checked: true } as const

/**
 * The last of an export's before hooks. A download link's check (POST /downloads, `params.exportCheck`)
 * ends here, once the export's permission, filters and slot have passed as for the export itself, and
 * before anything is read.
 */
export function endExportCheck(context: HookContext) {
  if (context.params.exportCheck) context.result = EXPORT_CHECKED
}
