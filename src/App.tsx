import { Admin, CustomRoutes, Resource, usePermissions } from 'react-admin'
import { Navigate, Route } from 'react-router-dom'
import { IMPORT_SCREENS } from '../common/imports'
import { homeRoute } from '../common/permissions'
import type { Role } from '../common/roles'
import { ROUTES } from '../common/routes'
import { HomePage } from './custom/home/HomePage'
import { LoginPage } from './custom/sign-in/LoginPage'
import { Layout } from './layout/Layout'
import { Notification } from './layout/Notification'
import { lazyPage } from './layout/lazyPage'
import { PRODUCT_NAME } from './productName'
import { authProvider, dataProvider, i18nProvider, queryClient } from './providers'
import { briefs } from './resources/briefs'
import { cefts } from './resources/ceft'
import { countries } from './resources/countries'
import { dictionaries } from './resources/dictionaries'
import { entityGridResources } from './resources/entities'
import { events } from './resources/events'
import { facetGrid } from './resources/facets'
import { landscapes } from './resources/landscapes'
import { regulations } from './resources/regulations'
import { sources } from './resources/sources'
import { templates } from './resources/templates'
import { SOURCE_LIST_TYPES } from './resources/sources/sourceLists'
import { users } from './resources/users'
import { trash } from './resources/trash'
import { darkTheme, lightTheme } from './theme'

// the first load carries the sign-in, the layout and the home page; every other page (the lists, in
// their resources, too) is a chunk of its own, fetched when first opened
const AccountPage = lazyPage(() => import('./custom/account/AccountPage').then((module) => module.AccountPage))
const AcceptInvitationPage = lazyPage(() =>
  import('./custom/invitation/AcceptInvitationPage').then((module) => module.AcceptInvitationPage),
)
const PasswordResetPage = lazyPage(() =>
  import('./custom/password-reset/PasswordResetPage').then((module) => module.PasswordResetPage),
)
const ResetRequestPage = lazyPage(() =>
  import('./custom/password-reset/ResetRequestPage').then((module) => module.ResetRequestPage),
)
const DictionaryEditorPage = lazyPage(() =>
  import('./custom/dictionary-editor/DictionaryEditorPage').then((module) => module.DictionaryEditorPage),
)
const EntityEditorPage = lazyPage(() =>
  import('./custom/entity-editor/EntityEditorPage').then((module) => module.EntityEditorPage),
)
const CeftEditorPage = lazyPage(() => import('./resources/ceft/CeftEditorPage').then((module) => module.CeftEditorPage))
const CefDataGridPage = lazyPage(() =>
  import('./resources/ceft/CefDataGridPage').then((module) => module.CefDataGridPage),
)
const ImportPage = lazyPage(() => import('./resources/imports/ImportPage').then((module) => module.ImportPage))
const EntityExportPage = lazyPage(() =>
  import('./resources/exports/EntityExportPage').then((module) => module.EntityExportPage),
)
const AnalystStatusPage = lazyPage(() =>
  import('./resources/exports/AnalystStatusPage').then((module) => module.AnalystStatusPage),
)
const FeedPage = lazyPage(() => import('./resources/feed/FeedPage').then((module) => module.FeedPage))
const EventCreatePage = lazyPage(() =>
  import('./resources/events/EventCreatePage').then((module) => module.EventCreatePage),
)
const EventManualPage = lazyPage(() =>
  import('./resources/events/EventManualPage').then((module) => module.EventManualPage),
)
const RegulationCreatePage = lazyPage(() =>
  import('./resources/regulations/RegulationCreatePage').then((module) => module.RegulationCreatePage),
)
const RegulationManualPage = lazyPage(() =>
  import('./resources/regulations/RegulationManualPage').then((module) => module.RegulationManualPage),
)
const FeedReviewPage = lazyPage(() => import('./resources/feed/FeedReviewPage').then((module) => module.FeedReviewPage))
const TemplateEditorPage = lazyPage(() =>
  import('./custom/template-editor/TemplateEditorPage').then((module) => module.TemplateEditorPage),
)

/** The root: each role's home area (signed-out visitors never get here: they go to /auth). */
function RootRedirect() {
  const { permissions: role, isPending } = usePermissions<Role>()
  if (isPending) return null
  return <Navigate to={role ? homeRoute(role) : ROUTES.auth} replace />
}

const ENTITY_EDITOR_ROUTES = [
  ROUTES.entityEditor,
  ROUTES.briefEditor,
  ROUTES.statEntityEditor,
  ROUTES.adminBriefEditor,
  ROUTES.adminFacetEditor,
]

// an editor opened by its address fetches its code beside the session's check, not after it
if (ENTITY_EDITOR_ROUTES.some((path) => `${window.location.pathname}/`.startsWith(`${path}/`)))
  EntityEditorPage.preload()

const toRoot = () => <Navigate to={ROUTES.root} replace />

export function App() {
  return (
    <Admin
      title={PRODUCT_NAME}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      layout={Layout}
      notification={Notification}
      dashboard={RootRedirect}
      loginPage={false}
      catchAll={toRoot}
      theme={lightTheme}
      darkTheme={darkTheme}
      requireAuth
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path={ROUTES.auth} element={<LoginPage />} />
        <Route path={ROUTES.resetRequest} element={<ResetRequestPage />} />
        <Route path={ROUTES.passwordReset} element={<PasswordResetPage />} />
        <Route path={ROUTES.acceptInvitation} element={<AcceptInvitationPage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path={ROUTES.admin} element={<HomePage />} />
        <Route path={ROUTES.analyst} element={<HomePage />} />
        <Route path={ROUTES.user} element={<AccountPage />} />
        {/* one route, so that the editor stays mounted when a new dictionary gets its id */}
        <Route path={`${ROUTES.adminDictionaries}/editor/:dictionaryIdByUrl?`} element={<DictionaryEditorPage />} />
        <Route path={`${ROUTES.adminTemplates}/editor/:templateIdByUrl?`} element={<TemplateEditorPage />} />
        <Route path={`${ROUTES.ceft}/:ceftId`} element={<CeftEditorPage />} />
        {[ROUTES.cefs, ROUTES.adminCefs].map((path) => (
          <Route key={path} path={`${path}/:ceftId`} element={<CefDataGridPage />} />
        ))}
        {/* a data grid without its statistic type opens the types, where one is chosen */}
        {[ROUTES.cefs, ROUTES.adminCefs].map((path) => (
          <Route key={path} path={path} element={<Navigate to={ROUTES.ceft} replace />} />
        ))}
        {[ROUTES.feed, ROUTES.feedArticles].map((path) => (
          <Route key={path} path={path} element={<FeedPage kind="article" />} />
        ))}
        <Route path={ROUTES.feedRegulations} element={<FeedPage kind="regulation" />} />
        <Route path={ROUTES.feedRegulationArticles} element={<FeedPage kind="regulation-article" />} />
        <Route path={ROUTES.feedReview} element={<FeedReviewPage kind="article" />} />
        <Route path={ROUTES.feedCreate} element={<EventCreatePage />} />
        <Route path={ROUTES.feedManuallyCreate} element={<EventManualPage />} />
        <Route path={`${ROUTES.feedRegulationsCreate}/:type`} element={<RegulationCreatePage />} />
        <Route path={ROUTES.feedRegulationsManuallyCreate} element={<RegulationManualPage />} />
        {(['regulation', 'regulation-article'] as const).map((kind) => (
          <Route key={kind} path={`${ROUTES.feedRegulationsReview}/${kind}`} element={<FeedReviewPage kind={kind} />} />
        ))}
        <Route path={ROUTES.adminExport} element={<EntityExportPage />} />
        <Route path={ROUTES.adminExportAnalystStatus} element={<AnalystStatusPage />} />
        {IMPORT_SCREENS.map(({ route, kind }) => (
          <Route key={route} path={route} element={<ImportPage kind={kind} />} />
        ))}
        {ENTITY_EDITOR_ROUTES.map((path) => (
          <Route key={path} path={`${path}/:entityIdByUrl?`} element={<EntityEditorPage basePath={path} />} />
        ))}
      </CustomRoutes>
      <Resource name="admin/users" {...users} />
      <Resource name="admin/trash" {...trash} />
      <Resource name="admin/elements/dictionaries" {...dictionaries} />
      <Resource name="admin/entities" {...templates} />
      <Resource name="countries" />
      <Resource name="analyst/countries" {...countries} />
      <Resource name="briefs" recordRepresentation="name" />
      <Resource name="analyst/elements/briefs" {...briefs} />
      <Resource name="admin/elements/briefs" {...briefs} />
      <Resource name="analyst/landscapes" {...landscapes} />
      <Resource name="analyst/assign-facets" {...facetGrid} />
      <Resource name="analyst/elements/ceft" {...cefts} />
      <Resource name="analyst/events" {...events} />
      <Resource name="analyst/regulations" {...regulations} />
      {entityGridResources.map((resource) => (
        <Resource key={resource.name} {...resource} />
      ))}
      {Object.keys(SOURCE_LIST_TYPES).map((name) => (
        <Resource key={name} name={name} {...sources} />
      ))}
    </Admin>
  )
}
