import { describe, expect, it } from 'vitest'
import { breadcrumbOf } from './breadcrumb'

describe('breadcrumb built from the path', () => {
  it.each([
    ['/admin/users', ['Admin', 'Users']],
    ['/analyst', ['Analyst']],
    ['/', []],
    ['/analyst/entities/editor/42', ['Entities', 'Editor', '42']],
    ['/analyst/feed/regulation-articles', ['Analyst', 'Feed', 'Regulation articles']],
    [
      '/admin/elements/dictionaries/editor/46978aaf-b7aa-4ab5-a256-8d06be45ae3c',
      ['Dictionaries', 'Editor', '46978aaf-b7aa-4ab5-a256-8d06be45ae3c'],
    ],
  ])('%s', (path, expected) => {
    expect(breadcrumbOf(path).map((crumb) => crumb.label)).toEqual(expected)
  })

  it('does not link a level that is not a screen', () => {
    expect(breadcrumbOf('/admin/elements/dictionaries')).toEqual([
      { label: 'Admin', to: '/admin' },
      { label: 'Elements' },
      { label: 'Dictionaries', to: '/admin/elements/dictionaries' },
    ])
  })

  it('keeps at most 3 levels, each linking to its own path', () => {
    expect(breadcrumbOf('/admin/elements/dictionaries/new-thing')).toEqual([
      { label: 'Elements' },
      { label: 'Dictionaries', to: '/admin/elements/dictionaries' },
      { label: 'New thing', to: '/admin/elements/dictionaries/new-thing' },
    ])
  })

  it('does not link the entity editors without an entity, which are no screen to go back to', () => {
    expect(breadcrumbOf('/analyst/entities/editor/42')).toMatchObject([
      { label: 'Entities', to: '/analyst/entities' },
      { label: 'Editor' },
      { label: '42', to: '/analyst/entities/editor/42' },
    ])
    expect(breadcrumbOf('/analyst/briefs/editor/42')).toMatchObject([
      { label: 'Briefs' },
      { label: 'Editor' },
      { label: '42', to: '/analyst/briefs/editor/42' },
    ])
  })
  it('names the statistic screens, linking the types but not the data grid without a type', () => {
    expect(breadcrumbOf('/analyst/elements/ceft/new')).toEqual([
      { label: 'Elements' },
      { label: 'Statistic Types', to: '/analyst/elements/ceft' },
      { label: 'New', to: '/analyst/elements/ceft/new' },
    ])
    const id = '9173342b-c0aa-4ac8-b5b1-8da6ad9d6d80'
    expect(breadcrumbOf(`/analyst/elements/cefs/${id}`)).toEqual([
      { label: 'Elements' },
      { label: 'Statistic Data' },
      {
        label: id,
        to: `/analyst/elements/cefs/${id}`,
        record: { service: 'cross-entity-facet-types', field: 'name', id },
      },
    ])
  })

  // spec 3 §2: the breadcrumb shows names, not ids
  it.each([
    ['/analyst/entities/editor/%s', 'entities', 'name'],
    ['/analyst/briefs/editor/%s', 'entities', 'name'],
    ['/analyst/statentity/editor/%s', 'entities', 'name'],
    ['/admin/briefs/editor/%s', 'entities', 'name'],
    ['/admin/entities/facet-editor/%s', 'entities', 'name'],
    ['/analyst/elements/ceft/%s', 'cross-entity-facet-types', 'name'],
    ['/admin/elements/cefs/%s', 'cross-entity-facet-types', 'name'],
    ['/admin/elements/dictionaries/editor/%s', 'dictionaries', 'key'],
    ['/admin/entities/editor/%s', 'entity-templates', 'name'],
  ])('names the record of %s from %s', (pattern, service, field) => {
    const id = '46978aaf-b7aa-4ab5-a256-8d06be45ae3c'
    expect(breadcrumbOf(pattern.replace('%s', id)).at(-1)?.record).toEqual({ service, field, id })
  })

  it('names no record where the path holds none', () => {
    expect(breadcrumbOf('/analyst/elements/ceft/new').at(-1)?.record).toBeUndefined()
    expect(breadcrumbOf('/analyst/events/42').at(-1)?.record).toBeUndefined()
    expect(breadcrumbOf('/analyst/entities/editor').at(-1)?.record).toBeUndefined()
  })
})
