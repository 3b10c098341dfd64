import AccountBalance from '@mui/icons-material/AccountBalance'
import Article from '@mui/icons-material/Article'
import AssignmentInd from '@mui/icons-material/AssignmentInd'
import Balance from '@mui/icons-material/Balance'
import BarChart from '@mui/icons-material/BarChart'
import Category from '@mui/icons-material/Category'
import CreateNewFolder from '@mui/icons-material/CreateNewFolder'
import DashboardCustomize from '@mui/icons-material/DashboardCustomize'
import Download from '@mui/icons-material/Download'
import DynamicFeed from '@mui/icons-material/DynamicFeed'
import EmojiEvents from '@mui/icons-material/EmojiEvents'
import Event from '@mui/icons-material/Event'
import FileDownload from '@mui/icons-material/FileDownload'
import Gavel from '@mui/icons-material/Gavel'
import Home from '@mui/icons-material/Home'
import Insights from '@mui/icons-material/Insights'
import Landscape from '@mui/icons-material/Landscape'
import Leaderboard from '@mui/icons-material/Leaderboard'
import LibraryBooks from '@mui/icons-material/LibraryBooks'
import ManageAccounts from '@mui/icons-material/ManageAccounts'
import MenuBook from '@mui/icons-material/MenuBook'
import Newspaper from '@mui/icons-material/Newspaper'
import NoteAdd from '@mui/icons-material/NoteAdd'
import People from '@mui/icons-material/People'
import Policy from '@mui/icons-material/Policy'
import PostAdd from '@mui/icons-material/PostAdd'
import Public from '@mui/icons-material/Public'
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash'
import RssFeed from '@mui/icons-material/RssFeed'
import Timeline from '@mui/icons-material/Timeline'
import Topic from '@mui/icons-material/Topic'
import UploadFile from '@mui/icons-material/UploadFile'
import ViewList from '@mui/icons-material/ViewList'
import type { SvgIconComponent } from '@mui/icons-material'
import { ROUTES } from '../../common/routes'
import type { app } from '../i18n/en'

/** A menu label as its catalogue key: the menu translates it where it is drawn. */
type MenuLabel = `app.menu.${keyof typeof app.menu}`

export interface MenuLink {
  label: MenuLabel
  /** what the item shows beside its label, and alone when the sidebar is closed: one per item */
  icon: SvgIconComponent
  to: string
  /** Where the item leads admins, when their screen has its own route (spec 1 §2). */
  adminTo?: string
}
export interface MenuGroup {
  label: MenuLabel
  icon: SvgIconComponent
  items: MenuLink[]
}
export type MenuEntry = MenuLink | MenuGroup

/**
 * The side menu of spec 3 §2, in its order: the analyst items, then the admin-only Dictionaries and Manage
 * Users. Admin-only items are told apart by their routes.
 */
const SPEC_MENU: MenuEntry[] = [
  { label: 'app.menu.assignFacets', icon: AssignmentInd, to: ROUTES.assignFacets },
  {
    label: 'app.menu.feed',
    icon: DynamicFeed,
    items: [
      { label: 'app.menu.articles', icon: Article, to: ROUTES.feedArticles },
      { label: 'app.menu.regulations', icon: Balance, to: ROUTES.feedRegulations },
      { label: 'app.menu.regulationArticles', icon: Policy, to: ROUTES.feedRegulationArticles },
    ],
  },
  {
    label: 'app.menu.sources',
    icon: RssFeed,
    items: [
      { label: 'app.menu.articles', icon: Newspaper, to: ROUTES.sourcesArticles },
      { label: 'app.menu.regulations', icon: AccountBalance, to: ROUTES.sourcesRegulations },
      { label: 'app.menu.regulationArticles', icon: LibraryBooks, to: ROUTES.sourcesRegulationArticles },
    ],
  },
  { label: 'app.menu.events', icon: Event, to: ROUTES.events },
  { label: 'app.menu.regulations', icon: Gavel, to: ROUTES.regulations },
  { label: 'app.menu.countries', icon: Public, to: ROUTES.countries },
  {
    label: 'app.menu.entities',
    icon: Category,
    items: [
      { label: 'app.menu.all', icon: ViewList, to: ROUTES.entities },
      { label: 'app.menu.actors', icon: People, to: ROUTES.entitiesActors },
      { label: 'app.menu.plots', icon: Timeline, to: ROUTES.entitiesPlots },
    ],
  },
  { label: 'app.menu.briefs', icon: Topic, to: ROUTES.briefs, adminTo: ROUTES.adminBriefs },
  { label: 'app.menu.landscapes', icon: Landscape, to: ROUTES.landscapes },
  {
    label: 'app.menu.statistics',
    icon: BarChart,
    items: [
      { label: 'app.menu.ceftTypes', icon: Insights, to: ROUTES.ceft },
      { label: 'app.menu.importStatistics', icon: UploadFile, to: ROUTES.importStats },
    ],
  },
  {
    label: 'app.menu.createTopics',
    icon: CreateNewFolder,
    items: [
      { label: 'app.menu.importTopic', icon: PostAdd, to: ROUTES.importEntities },
      { label: 'app.menu.importChallenges', icon: EmojiEvents, to: ROUTES.importChallenges },
      { label: 'app.menu.importBriefs', icon: NoteAdd, to: ROUTES.importBriefs },
    ],
  },
  { label: 'app.menu.dictionaries', icon: MenuBook, to: ROUTES.adminDictionaries },
  { label: 'app.menu.manageUsers', icon: ManageAccounts, to: ROUTES.adminUsers },
]

/** The console's screens beyond the spec's menu (entity templates, exports, the trash): a section of their own after it. */
const EXTRA_MENU: MenuEntry[] = [
  { label: 'app.menu.templates', icon: DashboardCustomize, to: ROUTES.adminTemplates },
  {
    label: 'app.menu.exports',
    icon: Download,
    items: [
      { label: 'app.menu.exportEntities', icon: FileDownload, to: ROUTES.adminExport },
      { label: 'app.menu.analystStatus', icon: Leaderboard, to: ROUTES.adminExportAnalystStatus },
    ],
  },
  { label: 'app.menu.trash', icon: RestoreFromTrash, to: ROUTES.adminTrash },
]

/** The landing page (/analyst, /admin for admins) above the spec's menu, as consoles put their dashboard first. */
const HOME_MENU: MenuEntry[] = [{ label: 'app.menu.home', icon: Home, to: ROUTES.analyst, adminTo: ROUTES.admin }]

/** The menu's sections, drawn apart so that the spec's menu reads as spec 3 §2 lists it. */
export const MENU_SECTIONS: MenuEntry[][] = [HOME_MENU, SPEC_MENU, EXTRA_MENU]
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
