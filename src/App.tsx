import { lazy, Suspense, type ReactNode } from 'react'
import { Admin, CustomRoutes, Resource, usePermissions } from 'react-admin'
import { Navigate, Route } from 'react-router-dom'
import { IMPORT_SCREENS } from '../common/imports'
import { homeRoute } from '../common/permissions'
import type { Role } from '../common/roles'
import { ROUTES } from '../common/routes'
import { AccountPage } from './custom/account/AccountPage'
import { HomePage } from './custom/home/HomePage'
import { AcceptInvitationPage } from './custom/invitation/AcceptInvitationPage'
import { PasswordResetPage } from './custom/password-reset/PasswordResetPage'
import { ResetRequestPage } from './custom/password-reset/ResetRequestPage'
import { LoginPage } from './custom/sign-in/LoginPage'
import { Layout } from './layout/Layout'
import { Notification } from './layout/Notification'
import { PageLoading } from './layout/PageLoading'
import { PRODUCT_NAME } from './productName'
import { authProvider, dataProvider, i18nProvider } from './providers'
import { briefs } from './resources/briefs'
import { cefts } from './resources/ceft'
import { countries } from './resources/countries'
import { dictionaries } from './resources/dictionaries'
import { entityGridResources } from './resources/entities'
import { facetGrid } from './resources/facets'
import { landscapes } from './resources/landscapes'
import { sources } from './resources/sources'
import { templates } from './resources/templates'
import { SOURCE_LIST_TYPES } from './resources/sources/sourceLists'
import { users } from './resources/users'
import { theme } from './theme'

// the editors are big and only some users open them: each is a chunk of its own, fetched when first opened
const DictionaryEditorPage = lazy(() =>
  import('./custom/dictionary-editor/DictionaryEditorPage').then((module) => ({
    default: module.DictionaryEditorPage,
  })),
)
const EntityEditorPage = lazy(() =>
  import('./custom/entity-editor/EntityEditorPage').then((module) => ({ default: module.EntityEditorPage })),
)
const CeftEditorPage = lazy(() =>
  import('./resources/ceft/CeftEditorPage').then((module) => ({ default: module.CeftEditorPage })),
)
const CefDataGridPage = lazy(() =>
  import('./resources/ceft/CefDataGridPage').then((module) => ({ default: module.CefDataGridPage })),
)
const ImportPage = lazy(() =>
  import('./resources/imports/ImportPage').then((module) => ({ default: module.ImportPage })),
)
const EntityExportPage = lazy(() =>
  import('./resources/exports/EntityExportPage').then((module) => ({ default: module.EntityExportPage })),
)
const AnalystStatusPage = lazy(() =>
  import('./resources/exports/AnalystStatusPage').then((module) => ({ default: module.AnalystStatusPage })),
)
const FeedPage = lazy(() => import('./resources/feed/FeedPage').then((module) => ({ default: module.FeedPage })))
const EventCreatePage = lazy(() =>
  import('./resources/events/EventCreatePage').then((module) => ({ default: module.EventCreatePage })),
)
const EventManualPage = lazy(() =>
  import('./resources/events/EventManualPage').then((module) => ({ default: module.EventManualPage })),
)
const EventEditPage = lazy(() =>
  import('./resources/events/EventEditPage').then((module) => ({ default: module.EventEditPage })),
)
const RegulationCreatePage = lazy(() =>
  import('./resources/regulations/RegulationCreatePage').then((module) => ({ default: module.RegulationCreatePage })),
)
const RegulationManualPage = lazy(() =>
  import('./resources/regulations/RegulationManualPage').then((module) => ({ default: module.RegulationManualPage })),
)
const RegulationEditPage = lazy(() =>
  import('./resources/regulations/RegulationEditPage').then((module) => ({ default: module.RegulationEditPage })),
)
const RegulationList = lazy(() =>
  import('./resources/regulations/RegulationList').then((module) => ({ default: module.RegulationList })),
)
const EventList = lazy(() => import('./resources/events/EventList').then((module) => ({ default: module.EventList })))
const FeedReviewPage = lazy(() =>
  import('./resources/feed/FeedReviewPage').then((module) => ({ default: module.FeedReviewPage })),
)
const TemplateEditorPage = lazy(() =>
  import('./custom/template-editor/TemplateEditorPage').then((module) => ({ default: module.TemplateEditorPage })),
)

const loaded = (page: ReactNode) => <Suspense fallback={<PageLoading />}>{page}</Suspense>

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

const toRoot = () => <Navigate to={ROUTES.root} replace />

export function App() {
  return (
    <Admin
      title={PRODUCT_NAME}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={Layout}
      notification={Notification}
      dashboard={RootRedirect}
      loginPage={false}
      catchAll={toRoot}
      theme={theme}
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
        <Route
          path={`${ROUTES.adminDictionaries}/editor/:dictionaryIdByUrl?`}
          element={loaded(<DictionaryEditorPage />)}
        />
        <Route path={`${ROUTES.adminTemplates}/editor/:templateIdByUrl?`} element={loaded(<TemplateEditorPage />)} />
        <Route path={`${ROUTES.ceft}/:ceftId`} element={loaded(<CeftEditorPage />)} />
        {[ROUTES.cefs, ROUTES.adminCefs].map((path) => (
          <Route key={path} path={`${path}/:ceftId`} element={loaded(<CefDataGridPage />)} />
        ))}
        {[ROUTES.feed, ROUTES.feedArticles].map((path) => (
          <Route key={path} path={path} element={loaded(<FeedPage kind="article" />)} />
        ))}
        <Route path={ROUTES.feedRegulations} element={loaded(<FeedPage kind="regulation" />)} />
        <Route path={ROUTES.feedRegulationArticles} element={loaded(<FeedPage kind="regulation-article" />)} />
        <Route path={ROUTES.feedReview} element={loaded(<FeedReviewPage kind="article" />)} />
        <Route path={ROUTES.feedCreate} element={loaded(<EventCreatePage />)} />
        <Route path={ROUTES.feedManuallyCreate} element={loaded(<EventManualPage />)} />
        <Route path={ROUTES.events} element={loaded(<EventList />)} />
        <Route path={`${ROUTES.events}/:id`} element={loaded(<EventEditPage />)} />
        <Route path={`${ROUTES.feedRegulationsCreate}/:type`} element={loaded(<RegulationCreatePage />)} />
        <Route path={ROUTES.feedRegulationsManuallyCreate} element={loaded(<RegulationManualPage />)} />
        <Route path={ROUTES.regulations} element={loaded(<RegulationList />)} />
        <Route path={`${ROUTES.regulations}/:id`} element={loaded(<RegulationEditPage />)} />
        {(['regulation', 'regulation-article'] as const).map((kind) => (
          <Route
            key={kind}
            path={`${ROUTES.feedRegulationsReview}/${kind}`}
            element={loaded(<FeedReviewPage kind={kind} />)}
          />
        ))}
        <Route path={ROUTES.adminExport} element={loaded(<EntityExportPage />)} />
        <Route path={ROUTES.adminExportAnalystStatus} element={loaded(<AnalystStatusPage />)} />
        {IMPORT_SCREENS.map(({ route, kind }) => (
          <Route key={route} path={route} element={loaded(<ImportPage kind={kind} />)} />
        ))}
        {ENTITY_EDITOR_ROUTES.map((path) => (
          <Route key={path} path={`${path}/:entityIdByUrl?`} element={loaded(<EntityEditorPage basePath={path} />)} />
        ))}
      </CustomRoutes>
      <Resource name="admin/users" {...users} />
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
      {entityGridResources.map((resource) => (
        <Resource key={resource.name} {...resource} />
      ))}
      {Object.keys(SOURCE_LIST_TYPES).map((name) => (
        <Resource key={name} name={name} {...sources} />
      ))}
    </Admin>
  )
}
