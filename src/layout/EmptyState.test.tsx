import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Button } from '@mui/material'
import { Datagrid, List, TextField, TextInput } from 'react-admin'
import { describe, expect, it, vi } from 'vitest'
import { renderWithAdmin } from '../test/renderWithAdmin'
import { EmptyState, ListEmpty } from './EmptyState'

describe('EmptyState', () => {
  it('says there is nothing yet and offers the way to the first one', () => {
    renderWithAdmin(<EmptyState message="No country yet." action={<Button>Create Country</Button>} />)
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('No country yet.')
    expect(within(status).getByRole('button', { name: 'Create Country' })).toBeInTheDocument()
    expect(within(status).queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument()
  })

  it('with filters applied, says nothing matches and clears them instead of offering to create', async () => {
    const onClear = vi.fn()
    renderWithAdmin(
      <EmptyState filtered onClear={onClear} message="No country yet." action={<Button>Create Country</Button>} />,
    )
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Nothing matches these filters.')
    expect(within(status).queryByRole('button', { name: 'Create Country' })).not.toBeInTheDocument()
    await userEvent.click(within(status).getByRole('button', { name: 'Clear filters' }))
    expect(onClear).toHaveBeenCalledOnce()
  })
})

describe('ListEmpty in a react-admin list', () => {
  const renderList = () => {
    const getList = vi.fn(async () => ({ data: [], total: 0 }))
    renderWithAdmin(
      <List
        resource="countries"
        filters={[<TextInput key="name" source="name.$iLike" label="Name" alwaysOn />]}
        empty={false}
        debounce={0}
      >
        <Datagrid empty={<ListEmpty message="No country yet." action={<Button>Create Country</Button>} />}>
          <TextField source="name" />
        </Datagrid>
      </List>,
      { dataProvider: { getList } },
    )
    return getList
  }

  it('reads the filters from the list: nothing yet without them, a way to clear them with them', async () => {
    const getList = renderList()
    expect(await screen.findByRole('status')).toHaveTextContent('No country yet.')
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'zz')
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Nothing matches these filters.'))
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'countries',
        expect.objectContaining({ filter: { name: { $iLike: 'zz' } } }),
      ),
    )
    await userEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No country yet.'))
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(''))
    expect(getList).toHaveBeenLastCalledWith('countries', expect.objectContaining({ filter: {} }))
  })
})
