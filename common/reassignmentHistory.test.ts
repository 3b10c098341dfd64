import { describe, expect, it } from 'vitest'
import type { FacetLogAction } from './entityFormat'
import { reassignmentHistory } from './reassignmentHistory'

const log = (id: string, action: FacetLogAction, updatedAt: string) => ({ id, action, updatedAt })

describe('reassignmentHistory (spec 1 §4)', () => {
  it('keeps the reassign entries, latest first', () => {
    const logs = [
      log('a', 'reassign', '2026-01-01T10:00:00.000Z'),
      log('b', 'update', '2026-01-03T10:00:00.000Z'),
      log('c', 'reassign', '2026-01-02T10:00:00.000Z'),
      log('d', 'stage', '2026-01-04T10:00:00.000Z'),
      log('e', 'reassign', '2026-01-01T09:00:00.000Z'),
    ]
    expect(reassignmentHistory(logs).map((entry) => entry.id)).toEqual(['c', 'a', 'e'])
  })

  it('is empty without reassignments, and leaves the log as it was', () => {
    const logs = [log('a', 'create', '2026-01-01T10:00:00.000Z'), log('b', 'reject', '2026-01-02T10:00:00.000Z')]
    expect(reassignmentHistory(logs)).toEqual([])
    expect(logs.map((entry) => entry.id)).toEqual(['a', 'b'])
  })
})
