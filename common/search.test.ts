import { describe, expect, it } from 'vitest'
import type { Role } from './roles'
import { SEARCH_MAX_LENGTH, searchMessages, searchQueryProblem, searchableKinds } from './search'

describe('searchableKinds', () => {
  it.each<[Role | undefined, string[]]>([
    [
      'admin',
      ['entity', 'event', 'regulation', 'country', 'brief', 'landscape', 'statisticType', 'dictionary', 'user'],
    ],
    ['analyst', ['entity', 'event', 'regulation', 'country', 'brief', 'landscape', 'statisticType']],
    ['trial', []],
    ['user', []],
    [undefined, []],
  ])('%s finds %j', (role, kinds) => {
    expect(searchableKinds(role)).toEqual(kinds)
  })
})

describe('searchQueryProblem', () => {
  it.each([
    ['', searchMessages.tooShort],
    ['a', searchMessages.tooShort],
    ['  a  ', searchMessages.tooShort],
    ['ab', null],
    ['x'.repeat(SEARCH_MAX_LENGTH), null],
    ['x'.repeat(SEARCH_MAX_LENGTH + 1), searchMessages.tooLong],
  ])('%j → %s', (q, problem) => {
    expect(searchQueryProblem(q)).toBe(problem)
  })
})
