import { render } from '@testing-library/react'
import { vi } from 'vitest'
import { AdminContext, Notification, testDataProvider, type DataProvider } from 'react-admin'
import type { FieldValues } from 'react-hook-form'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { i18nProvider } from '../../providers/i18nProvider'
import { signedInAs } from '../../test/renderWithAdmin'
import { RecordCreate } from './RecordCreate'
import type { RecordKind } from './recordKind'

/**
 * A kind's form as the wizard and manual creation show it, for component tests: on a fake data provider
 * whose searches answer `found` by resource, and whose `create` answers the record sent.
 */
export function renderRecordCreate<Stored, Values extends FieldValues>(
  kind: RecordKind<Stored, Values>,
  initial: Values,
  { found, feedItemId }: { found: Record<string, object[]>; feedItemId?: number },
) {
  const getList = vi.fn(async (resource: string) => ({ data: found[resource] ?? [], total: found[resource]?.length }))
  const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 99, ...data } }))
  const onCreated = vi.fn()
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext
            dataProvider={testDataProvider({ getList, create } as Partial<DataProvider>)}
            authProvider={signedInAs({ id: 'u1', name: 'Ana', role: 'analyst' })}
            i18nProvider={i18nProvider}
          >
            <RecordCreate kind={kind} record={initial} feedItemId={feedItemId} onCreated={onCreated} />
            <Notification />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: [`/${kind.resource}`] },
  )
  render(<RouterProvider router={router} />)
  return { create, getList, onCreated }
}
