import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { PersonRecord } from '../../../../../server/services/person-records/person-records.schema'
import { renderWithAdmin } from '../../../../test/renderWithAdmin'
import { PERSON_KINDS } from './personRecordKinds'
import { PersonRecordsPanel } from './PersonRecordsPanel'

const PERSON = '7d0c8a54-1f7e-4c55-b8f6-0e4b0d2f9a11'
const EMPLOYER = { id: '2b1f8e6a-8c4d-4f0e-9a57-3c6d1e2f4a5b', name: 'Remington Rand' }
const ROLE: PersonRecord = {
  id: '5a6b7c8d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  entityId: PERSON,
  title: 'Senior Mathematician',
  type: null,
  department: null,
  organization: null,
  source: 'https://example.com/hopper',
  startDate: '1949-06-01',
  endDate: null,
  isPrimary: false,
  employerEntityId: EMPLOYER.id,
  employerEntity: EMPLOYER,
  updatedAt: '2026-11-25T10:00:00.000Z',
}
const NEWER = '2026-11-26T09:05:00.000Z'

function renderPanel(kind: 'roles' | 'educations', methods: Record<string, unknown>, records: PersonRecord[] = []) {
  const getList = vi.fn(async (resource: string) =>
    resource === 'entities' ? { data: [EMPLOYER], total: 1 } : { data: records, total: records.length },
  )
  renderWithAdmin(<PersonRecordsPanel entityId={PERSON} kind={PERSON_KINDS[kind]} />, {
    dataProvider: { getList, ...methods },
  })
  return screen.getByRole('region', { name: kind === 'roles' ? 'Roles' : 'Educations' })
}

const created = () => vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 'r1', ...data } }))

describe('PersonRecordsPanel', () => {
  it('keeps Save off without title and source, names what is missing on Save, and clears it as it is filled', async () => {
    const create = created()
    const roles = renderPanel('roles', { create })
    const save = within(roles).getByRole('button', { name: 'Save Roles' })
    expect(save).toBeDisabled()
    await userEvent.type(within(roles).getByRole('textbox', { name: 'Title' }), 'Senior Mathematician')
    await userEvent.type(within(roles).getByRole('textbox', { name: 'Source' }), 'https://example.com/hopper')
    expect(screen.queryByText('An organization is required')).not.toBeInTheDocument()
    await userEvent.click(save)
    expect(await within(roles).findByText('An organization is required')).toBeInTheDocument()
    expect(await screen.findByText('The following fields are empty: Organization')).toBeInTheDocument()
    expect(create).not.toHaveBeenCalled()
    await userEvent.type(within(roles).getByRole('textbox', { name: 'Organization' }), 'Eckert–Mauchly')
    await waitFor(() => expect(within(roles).queryByText('An organization is required')).not.toBeInTheDocument())

    await userEvent.click(save)
    await waitFor(() => expect(create).toHaveBeenCalled())
    expect(create).toHaveBeenCalledWith('roles', {
      data: {
        entityId: PERSON,
        title: 'Senior Mathematician',
        type: null,
        organization: 'Eckert–Mauchly',
        department: null,
        source: 'https://example.com/hopper',
        startDate: null,
        endDate: null,
        employerEntityId: null,
        isPrimary: false,
      },
    })
    expect(await screen.findByText('Entity role saved successfully!')).toBeInTheDocument()
    // a new, empty form
    await waitFor(() => expect(within(roles).getByRole('textbox', { name: 'Title' })).toHaveValue(''))
  })

  it('asks for an entity of the product when that is the source, and sends only its id', async () => {
    const create = created()
    const roles = renderPanel('roles', { create })
    await userEvent.type(within(roles).getByRole('textbox', { name: 'Title' }), 'Director')
    await userEvent.type(within(roles).getByRole('textbox', { name: 'Source' }), 'https://example.com/s')
    await userEvent.type(within(roles).getByRole('textbox', { name: 'Organization' }), 'typed first')
    await userEvent.click(within(roles).getByRole('combobox', { name: /Organization source/ }))
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Editorial Console' }))
    await userEvent.click(within(roles).getByRole('button', { name: 'Save Roles' }))
    expect(await within(roles).findByText('An Editorial Console entity is required')).toBeInTheDocument()
    await userEvent.type(within(roles).getByRole('combobox', { name: 'Employer' }), 'Remin')
    await userEvent.click(await screen.findByRole('option', { name: 'Remington Rand' }))
    await waitFor(() =>
      expect(within(roles).queryByText('An Editorial Console entity is required')).not.toBeInTheDocument(),
    )
    await userEvent.click(within(roles).getByRole('button', { name: 'Save Roles' }))
    await waitFor(() => expect(create).toHaveBeenCalled())
    expect(create.mock.calls[0][1].data).toMatchObject({ employerEntityId: EMPLOYER.id, organization: null })
  })

  it("shows the server's refusal and keeps what was typed", async () => {
    const create = vi
      .fn()
      .mockRejectedValue(Object.assign(new Error('Roles and educations are for person entities'), { code: 400 }))
    const educations = renderPanel('educations', { create })
    await userEvent.type(within(educations).getByRole('textbox', { name: 'Degree' }), 'PhD Mathematics')
    await userEvent.type(within(educations).getByRole('textbox', { name: 'Institution' }), 'Yale University')
    await userEvent.type(within(educations).getByRole('textbox', { name: 'Source' }), 'https://example.com/yale')
    await userEvent.click(within(educations).getByRole('button', { name: 'Save Educations' }))
    expect(await screen.findByText('Roles and educations are for person entities')).toBeInTheDocument()
    expect(create.mock.calls[0][1].data).toMatchObject({
      degree: 'PhD Mathematics',
      institution: 'Yale University',
      institutionEntityId: null,
      source: 'https://example.com/yale',
    })
    expect(within(educations).getByRole('textbox', { name: 'Degree' })).toHaveValue('PhD Mathematics')
  })

  it('takes an item out of the list to edit it, names its version, and overwrites a newer copy knowingly', async () => {
    const stale = {
      code: 409,
      message: 'Ada Analyst saved this role at 11/26/2026 9:05',
      data: { updatedAt: NEWER, updatedBy: { id: 'u1', name: 'Ada Analyst' } },
    }
    const update = vi
      .fn()
      .mockRejectedValueOnce(stale)
      .mockImplementation(async (_resource: string, { id, data }: { id: string; data: object }) => ({
        data: { ...ROLE, id, ...data },
      }))
    const roles = renderPanel('roles', { update }, [ROLE])
    await userEvent.click(await within(roles).findByRole('button', { name: 'Edit Senior Mathematician' }))
    expect(within(roles).queryByRole('listitem', { name: 'Senior Mathematician' })).not.toBeInTheDocument()
    const title = within(roles).getByRole('textbox', { name: 'Title' })
    expect(title).toHaveValue('Senior Mathematician')
    expect(within(roles).getByRole('combobox', { name: 'Employer' })).toHaveValue('Remington Rand')
    await userEvent.clear(title)
    await userEvent.type(title, 'Director of Automatic Programming')
    await userEvent.click(within(roles).getByRole('button', { name: 'Save Roles' }))

    const conflict = await screen.findByRole('dialog', { name: 'Someone else saved this in the meantime' })
    expect(within(conflict).getByText(stale.message)).toBeInTheDocument()
    expect(update.mock.calls[0][1].previousData.updatedAt).toBe(ROLE.updatedAt)
    await userEvent.click(within(conflict).getByRole('button', { name: 'Overwrite' }))
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2))
    expect(update.mock.calls[1][1]).toMatchObject({
      id: ROLE.id,
      data: { title: 'Director of Automatic Programming', employerEntityId: EMPLOYER.id },
      previousData: { updatedAt: NEWER },
    })
    expect(await screen.findByText('Entity role saved successfully!')).toBeInTheDocument()
  })
})
