import { describe, expect, it } from 'vitest'
import { canOpenRoute } from '../../common/permissions'
import type { Role } from '../../common/roles'
import { ROUTES } from '../../common/routes'
import { i18nProvider } from '../providers/i18nProvider'
import { MENU, MENU_SECTIONS, isGroup, visibleMenu, type MenuEntry } from './menuItems'

const ALL_SCREENS = new Set(MENU.flatMap((entry) => (isGroup(entry) ? entry.items.map((item) => item.to) : [entry.to])))
const label = (key: string) => i18nProvider.translate(key)
const labels = (entries: MenuEntry[]) =>
  entries.flatMap((entry) =>
    isGroup(entry) ? entry.items.map((item) => `${label(entry.label)}/${label(item.label)}`) : [label(entry.label)],
  )
const menuFor = (role: Role, screens: ReadonlySet<string> = ALL_SCREENS) =>
  labels(visibleMenu(MENU, (path) => canOpenRoute(role, path), screens))

describe('side menu by role (spec 1 §6, spec 3 §2)', () => {
  it('admin sees every item, the admin-only ones included', () => {
    expect(menuFor('admin')).toEqual(
      expect.arrayContaining(['Dictionaries', 'Manage Users', 'Assign Facets', 'Feed/Articles']),
    )
    expect(menuFor('admin')).toHaveLength(ALL_SCREENS.size)
  })

  it('analyst sees the analyst items only', () => {
    const items = menuFor('analyst')
    expect(items).not.toContain('Dictionaries')
    expect(items).not.toContain('Manage Users')
    expect(items).toEqual(
      expect.arrayContaining(['Assign Facets', 'Create Topics/Import Briefs', 'Statistics/CEF Types']),
    )
  })

  it.each<Role>(['user', 'trial'])('%s sees nothing', (role) => {
    expect(menuFor(role)).toEqual([])
  })

  it('leads admins to the admin route of an item that has one, analysts to theirs', () => {
    const briefsFor = (isAdmin: boolean) =>
      visibleMenu(MENU, () => true, new Set([ROUTES.briefs]), isAdmin).flatMap((entry) =>
        isGroup(entry) ? [] : [entry.to],
      )
    expect(briefsFor(true)).toEqual([ROUTES.adminBriefs])
    expect(briefsFor(false)).toEqual([ROUTES.briefs])
  })

  it('shows only screens that exist, and drops a group with none', () => {
    const items = visibleMenu(MENU, () => true, new Set([ROUTES.adminUsers, ROUTES.feedArticles]))
    expect(labels(items)).toEqual(['Feed/Articles', 'Manage Users'])
  })

  it('reads as spec 3 §2 lists it: analyst items in order, then Dictionaries and Manage Users; the extras after, apart', () => {
    const sectionsFor = (role: Role) =>
      MENU_SECTIONS.map((section) =>
        visibleMenu(section, (path) => canOpenRoute(role, path), ALL_SCREENS).map((entry) => label(entry.label)),
      )
    const analystItems = [
      'Assign Facets',
      'Feed',
      'Sources',
      'Events',
      'Regulations',
      'Countries',
      'Entities',
      'Briefs',
      'Landscapes',
      'Statistics',
      'Create Topics',
    ]
    expect(sectionsFor('admin')).toEqual([
      ['Home'],
      [...analystItems, 'Dictionaries', 'Manage Users'],
      ['Entity Templates', 'Exports', 'Trash'],
    ])
    expect(sectionsFor('analyst')[1]).toEqual(analystItems)
    expect(labels(visibleMenu(MENU, () => true, ALL_SCREENS)).filter((one) => one.startsWith('Feed/'))).toEqual([
      'Feed/Articles',
      'Feed/Regulations',
      'Feed/Regulation Articles',
    ])
  })
})

describe('menu icons', () => {
  it('gives every item and group an icon of its own', () => {
    const icons = MENU.flatMap((entry) =>
      isGroup(entry) ? [entry.icon, ...entry.items.map((item) => item.icon)] : [entry.icon],
    )
    expect(new Set(icons).size).toBe(icons.length)
  })
})
