import type { RevisionSummary } from '../../../../common/entityRevisions'
import { format } from '../../../i18n/en'
import type { AppStrings } from '../../../i18n/useStrings'

/** A list item's line: what a revision changed, in words, or that it is the first one kept. */
export function revisionSummaryText(summary: RevisionSummary, strings: AppStrings['entityHistory']): string {
  if (summary.first) return strings.first
  const t = strings.summary
  const parts = [
    summary.nameChanged && t.name,
    summary.stageChanged && t.stage,
    summary.assigneeChanged && t.assignee,
    summary.facetsAdded > 0 && format(t.added, { count: summary.facetsAdded }),
    summary.facetsRemoved > 0 && format(t.removed, { count: summary.facetsRemoved }),
    summary.facetsChanged > 0 && format(t.changed, { count: summary.facetsChanged }),
    summary.fieldsChanged > 0 && format(t.fields, { count: summary.fieldsChanged }),
  ].filter((part): part is string => typeof part === 'string')
  return parts.length ? parts.join(' · ') : strings.noChange
}
