import { describe, expect, it } from 'vitest'
import { overwriting, staleSaveOf, withVersion } from './staleSave'

const conflict = {
  code: 409,
  message: 'Ada saved this country at 11/26/2026 9:05',
  data: { updatedAt: '2026-11-26T09:05:00.000Z', updatedBy: { id: 'u1', name: 'Ada' } },
}

describe('stale saves', () => {
  it('sends the version of the record a save was made from, in the column the record has', () => {
    expect(withVersion({ name: 'B' }, { id: 1, name: 'A', updatedAt: 'v1' })).toEqual({ name: 'B', updatedAt: 'v1' })
    expect(withVersion({ name: 'B' }, { id: 1, updated_at: 'v1' })).toEqual({ name: 'B', updated_at: 'v1' })
  })

  it('keeps a version the save names itself, and sends none for a record without one', () => {
    expect(withVersion({ updatedAt: 'mine' }, { updatedAt: 'v1' })).toEqual({ updatedAt: 'mine' })
    expect(withVersion({ name: 'B' }, { id: 1 })).toEqual({ name: 'B' })
    expect(withVersion({ name: 'B' }, undefined)).toEqual({ name: 'B' })
  })

  it('reads the 409 of a stale save, and nothing else, as a conflict', () => {
    expect(staleSaveOf(conflict)).toEqual({ message: conflict.message, data: conflict.data })
    expect(staleSaveOf({ code: 409, message: 'This face already exists' })).toBeNull()
    expect(staleSaveOf({ code: 400, message: 'x', data: conflict.data })).toBeNull()
    expect(staleSaveOf(undefined)).toBeNull()
  })

  it('overwrites by naming the version of the copy saved in between', () => {
    expect(overwriting({ id: 1, updated_at: 'v1' }, 'v2')).toEqual({ id: 1, updated_at: 'v2' })
    expect(overwriting({ id: 1, updatedAt: 'v1' }, 'v2')).toEqual({ id: 1, updatedAt: 'v2' })
  })
})
