import { describe, expect, it } from 'vitest'
import { entityEditorRoute, newEntityEditorRoute } from './entityEditorRoutes'

describe('entity editor routes (spec 1 §2, spec 2 §2)', () => {
  it.each([
    ['Brief', '/analyst/briefs/editor'],
    ['Statistic Entity', '/analyst/statentity/editor'],
    ['Actor', '/analyst/entities/editor'],
    ['Plot', '/analyst/entities/editor'],
    ['Context', '/analyst/entities/editor'],
    ['Something else', '/analyst/entities/editor'],
  ])('a %s opens in %s', (type, base) => {
    expect(entityEditorRoute(type, 'e1')).toBe(`${base}/e1`)
    expect(newEntityEditorRoute(type, 't1')).toBe(`${base}?templateId=t1`)
  })
})
