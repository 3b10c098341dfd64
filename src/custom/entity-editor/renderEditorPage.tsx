import { render } from '@testing-library/react'
import { AdminContext, testDataProvider, type DataProvider } from 'react-admin'
import { Route, RouterProvider, Routes, createMemoryRouter } from 'react-router-dom'
import { ROUTES } from '../../../common/routes'
import { Notification } from '../../layout/Notification'
import { i18nProvider } from '../../providers/i18nProvider'
import { NOBODY_ELSE, signedInAs } from '../../test/renderWithAdmin'
import { EntityEditorPage } from './EntityEditorPage'

/**
 * The editor page at `path` as the console routes it, signed in as `user`, with its toasts: in a data
 * router, which the page's guard against leaving unsaved edits needs. Answers the router.
 */
export function renderEditorPage(
  provider: Partial<DataProvider>,
  { user, path }: { user: { id: string; name: string; role: string }; path: string },
) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext
            dataProvider={testDataProvider({ ...NOBODY_ELSE, ...provider } as Partial<DataProvider>)}
            authProvider={signedInAs(user)}
            i18nProvider={i18nProvider}
          >
            <Routes>
              <Route
                path={`${ROUTES.entityEditor}/:entityIdByUrl?`}
                element={<EntityEditorPage basePath={ROUTES.entityEditor} />}
              />
            </Routes>
            <Notification />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return router
}
