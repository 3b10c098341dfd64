import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AdminContext, testDataProvider, type DataProvider } from 'react-admin'
import { Route, RouterProvider, Routes, createMemoryRouter } from 'react-router-dom'
import { expect, it, vi } from 'vitest'
import { ROUTES } from '../../../common/routes'
import { Notification } from '../../layout/Notification'
import { worded } from '../../providers/apiErrors'
import { i18nProvider } from '../../providers/i18nProvider'
import { signedInAs } from '../../test/renderWithAdmin'
import { DictionaryEditorPage } from './DictionaryEditorPage'

const id = '46978aaf-b7aa-4ab5-a256-8d06be45ae3c'
const dictionary = {
  id,
  key: 'Sectors',
  name: 'Industry sectors',
  items: [{ id: 'i1', value: 'Banking', category: 'Finance', dictionaryId: id }],
  updatedAt: '2026-11-26T09:00:00.000Z',
}

/** The editor at its address in a data router (its unsaved-changes guard needs one), with react-admin's own query client. */
function renderEditor(getOne: DataProvider['getOne']) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext
            dataProvider={testDataProvider({ getOne })}
            authProvider={signedInAs({ id: 'a1', name: 'Admin', role: 'admin' })}
            i18nProvider={i18nProvider}
          >
            <Routes>
              <Route
                path={`${ROUTES.adminDictionaries}/editor/:dictionaryIdByUrl?`}
                element={<DictionaryEditorPage />}
              />
            </Routes>
            <Notification />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: [`${ROUTES.adminDictionaries}/editor/${id}`] },
  )
  render(<RouterProvider router={router} />)
}

// spec 1 §8 'The dictionary could not be loaded': said at once on the page, with a retry, not after silent tries
it('says the dictionary could not be loaded, at once, and reads it again on Retry', async () => {
  const getOne = vi
    .fn()
    .mockRejectedValueOnce(worded({ code: 500 }))
    .mockResolvedValue({ data: dictionary })
  renderEditor(getOne)
  expect(await screen.findByText('The dictionary could not be loaded')).toBeInTheDocument()
  expect(screen.queryByLabelText('Loading the dictionary')).toBeNull()
  expect(getOne).toHaveBeenCalledTimes(1)
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByDisplayValue('Sectors')).toBeInTheDocument()
  expect(getOne).toHaveBeenCalledTimes(2)
})

it("adds the server's words when it gave some", async () => {
  renderEditor(vi.fn().mockRejectedValue({ name: 'NotFound', code: 404, message: `No record found for id '${id}'` }))
  expect(await screen.findByText('The dictionary could not be loaded')).toBeInTheDocument()
  expect(screen.getByText(`No record found for id '${id}'`)).toBeInTheDocument()
})
