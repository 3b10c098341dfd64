import type { ReactNode } from 'react'
import { render } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { vi } from 'vitest'
import { AdminContext, Notification, testDataProvider, type DataProvider } from 'react-admin'
import type { FieldValues } from 'react-hook-form'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { i18nProvider } from '../providers/i18nProvider'
import { signedInAs } from './renderWithAdmin'
import { RecordCreate } from '../layout/records/RecordCreate'
import type { RecordKind } from '../layout/records/recordKind'

/**
 * An event or regulation page for component tests, at `at` under the route `path`: in a data router (the
 * forms ask before leaving with unsaved edits), signed in as an analyst, on a fake data provider.
 */
export function renderRecordPage(
  page: ReactNode,
  { path, at, dataProvider }: { path: string; at: string; dataProvider: Partial<DataProvider> },
) {
  // failures show at once rather than after react-query's retries
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <AdminContext
            dataProvider={testDataProvider(dataProvider)}
            authProvider={signedInAs({ id: 'u1', name: 'Ana', role: 'analyst' })}
            i18nProvider={i18nProvider}
            queryClient={queryClient}
          >
            {page}
            <Notification />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: [at] },
  )
  return render(<RouterProvider router={router} />)
}

/**
 * A kind's form as the wizard and manual creation show it: its searches answer `found` by resource,
 * `create` answers the record sent, and `upload` stores the files dropped.
 */
export function renderRecordCreate<Stored, Values extends FieldValues>(
  kind: RecordKind<Stored, Values>,
  initial: Values,
  {
    found,
    feedItemId,
    upload,
  }: { found: Record<string, object[]>; feedItemId?: number; upload?: (...args: unknown[]) => Promise<object> },
) {
  const getList = vi.fn(async (resource: string) => ({ data: found[resource] ?? [], total: found[resource]?.length }))
  const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 99, ...data } }))
  const onCreated = vi.fn()
  renderRecordPage(<RecordCreate kind={kind} record={initial} feedItemId={feedItemId} onCreated={onCreated} />, {
    path: '*',
    at: `/${kind.resource}`,
    dataProvider: { getList, create, ...(upload && { upload }) } as Partial<DataProvider>,
  })
  return { create, getList, onCreated }
}
