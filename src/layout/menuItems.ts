import { ROUTES } from '../../common/routes'
import { app } from '../i18n/en'

export interface MenuLink {
  label: string
  to: string
  /** Where the item leads admins, when their screen has its own route (spec 1 §2). */
  adminTo?: string
}
export interface MenuGroup {
  label: string
  items: MenuLink[]
}
export type MenuEntry = MenuLink | MenuGroup

const m = app.menu

/** The side menu of spec 3 §2, in its order. Admin-only items are told apart by their routes. */
export const MENU: MenuEntry[] = [
  { label: m.assignFacets, to: ROUTES.assignFacets },
  {
    label: m.feed,
    items: [
      { label: m.articles, to: ROUTES.feedArticles },
      { label: m.regulations, to: ROUTES.feedRegulations },
      { label: m.regulationArticles, to: ROUTES.feedRegulationArticles },
    ],
  },
  {
    label: m.sources,
    items: [
      { label: m.articles, to: ROUTES.sourcesArticles },
      { label: m.regulations, to: ROUTES.sourcesRegulations },
      { label: m.regulationArticles, to: ROUTES.sourcesRegulationArticles },
    ],
  },
  { label: m.events, to: ROUTES.events },
  { label: m.regulations, to: ROUTES.regulations },
  { label: m.countries, to: ROUTES.countries },
  {
    label: m.entities,
    items: [
      { label: m.all, to: ROUTES.entities },
      { label: m.actors, to: ROUTES.entitiesActors },
      { label: m.plots, to: ROUTES.entitiesPlots },
    ],
  },
  { label: m.briefs, to: ROUTES.briefs, adminTo: ROUTES.adminBriefs },
  { label: m.landscapes, to: ROUTES.landscapes },
  {
    label: m.statistics,
    items: [
      { label: m.ceftTypes, to: ROUTES.ceft },
      { label: m.importStatistics, to: ROUTES.importStats },
    ],
  },
  {
    label: m.createTopics,
    items: [
      { label: m.importTopic, to: ROUTES.importEntities },
      { label: m.importChallenges, to: ROUTES.importChallenges },
      { label: m.importBriefs, to: ROUTES.importBriefs },
    ],
  },
  { label: m.dictionaries, to: ROUTES.adminDictionaries },
  { label: m.templates, to: ROUTES.adminTemplates },
  { label: m.manageUsers, to: ROUTES.adminUsers },
  {
    label: m.exports,
    items: [
      { label: m.exportEntities, to: ROUTES.adminExport },
      { label: m.analystStatus, to: ROUTES.adminExportAnalystStatus },
    ],
  },
]

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
