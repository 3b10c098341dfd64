import { ROUTES } from '../../common/routes'
import type { app } from '../i18n/en'

/** A menu label as its catalogue key: the menu translates it where it is drawn. */
type MenuLabel = `app.menu.${keyof typeof app.menu}`

export interface MenuLink {
  label: MenuLabel
  to: string
  /** Where the item leads admins, when their screen has its own route (spec 1 §2). */
  adminTo?: string
}
export interface MenuGroup {
  label: MenuLabel
  items: MenuLink[]
}
export type MenuEntry = MenuLink | MenuGroup

/**
 * The side menu of spec 3 §2, in its order: the analyst items, then the admin-only Dictionaries and Manage
 * Users. Admin-only items are told apart by their routes.
 */
const SPEC_MENU: MenuEntry[] = [
  { label: 'app.menu.assignFacets', to: ROUTES.assignFacets },
  {
    label: 'app.menu.feed',
    items: [
      { label: 'app.menu.articles', to: ROUTES.feedArticles },
      { label: 'app.menu.regulations', to: ROUTES.feedRegulations },
      { label: 'app.menu.regulationArticles', to: ROUTES.feedRegulationArticles },
    ],
  },
  {
    label: 'app.menu.sources',
    items: [
      { label: 'app.menu.articles', to: ROUTES.sourcesArticles },
      { label: 'app.menu.regulations', to: ROUTES.sourcesRegulations },
      { label: 'app.menu.regulationArticles', to: ROUTES.sourcesRegulationArticles },
    ],
  },
  { label: 'app.menu.events', to: ROUTES.events },
  { label: 'app.menu.regulations', to: ROUTES.regulations },
  { label: 'app.menu.countries', to: ROUTES.countries },
  {
    label: 'app.menu.entities',
    items: [
      { label: 'app.menu.all', to: ROUTES.entities },
      { label: 'app.menu.actors', to: ROUTES.entitiesActors },
      { label: 'app.menu.plots', to: ROUTES.entitiesPlots },
    ],
  },
  { label: 'app.menu.briefs', to: ROUTES.briefs, adminTo: ROUTES.adminBriefs },
  { label: 'app.menu.landscapes', to: ROUTES.landscapes },
  {
    label: 'app.menu.statistics',
    items: [
      { label: 'app.menu.ceftTypes', to: ROUTES.ceft },
      { label: 'app.menu.importStatistics', to: ROUTES.importStats },
    ],
  },
  {
    label: 'app.menu.createTopics',
    items: [
      { label: 'app.menu.importTopic', to: ROUTES.importEntities },
      { label: 'app.menu.importChallenges', to: ROUTES.importChallenges },
      { label: 'app.menu.importBriefs', to: ROUTES.importBriefs },
    ],
  },
  { label: 'app.menu.dictionaries', to: ROUTES.adminDictionaries },
  { label: 'app.menu.manageUsers', to: ROUTES.adminUsers },
]

/** The console's screens beyond the spec's menu (entity templates, exports): a section of their own after it. */
const EXTRA_MENU: MenuEntry[] = [
  { label: 'app.menu.templates', to: ROUTES.adminTemplates },
  {
    label: 'app.menu.exports',
    items: [
      { label: 'app.menu.exportEntities', to: ROUTES.adminExport },
      { label: 'app.menu.analystStatus', to: ROUTES.adminExportAnalystStatus },
    ],
  },
]

/** The menu's sections, drawn apart so that the spec's menu reads as spec 3 §2 lists it. */
export const MENU_SECTIONS: MenuEntry[][] = [SPEC_MENU, EXTRA_MENU]
/** Every entry, section after section. */
export const MENU: MenuEntry[] = MENU_SECTIONS.flat()

export const isGroup = (entry: MenuEntry): entry is MenuGroup => 'items' in entry

/**
 * The entries a role sees: allowed by the permission check and with a screen that exists
 * (`screens` lists the routes the console has built so far). Empty groups disappear. Admins are
 * led to an item's admin route where it has one.
 */
export function visibleMenu(
  entries: MenuEntry[],
  canOpen: (path: string) => boolean,
  screens: ReadonlySet<string>,
  isAdmin = false,
): MenuEntry[] {
  const visible = (link: MenuLink) => canOpen(link.to) && screens.has(link.to)
  const route = (link: MenuLink): MenuLink => (isAdmin && link.adminTo ? { ...link, to: link.adminTo } : link)
  return entries.flatMap((entry): MenuEntry[] => {
    if (!isGroup(entry)) return visible(entry) ? [route(entry)] : []
    const items = entry.items.filter(visible).map(route)
    return items.length ? [{ ...entry, items }] : []
  })
}
