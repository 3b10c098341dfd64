import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderRecordCreate } from '../../test/renderRecordPage'
import { regulationKind } from './regulationKind'
import { emptyRegulationValues, regulationPatchPayload, type RegulationValues } from './regulationValues'

const ISSUER = { id: '9b2b7f0e-64a5-4cf3-9e5a-5b1c1d2f3a4b', name: 'Baltic Grid Authority' }
const PDF = { key: 'media/5f0c8b9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b/grid-act.pdf', name: 'grid-act.pdf' }

const renderForm = (initial: RegulationValues) =>
  renderRecordCreate(regulationKind, initial, { found: { 'entity-infos': [ISSUER] } })

const publish = () => screen.getByRole('button', { name: 'Publish' })
const setDay = (label: string, day: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: day } })

describe('the regulation form', () => {
  it('shows its four required fields as field errors on a first try, with Publish disabled', async () => {
    const { create } = renderForm(emptyRegulationValues())
    await userEvent.click(publish())
    for (const message of [
      'The issuer entity is required',
      'The summarized name is required',
      'The legal name is required',
      'The regulation PDF is required',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument()
    expect(publish()).toBeDisabled()
    expect(create).not.toHaveBeenCalled()

    // an error clears when its field changes; the characters left are counted
    await userEvent.type(screen.getByRole('textbox', { name: /^Summarized name/ }), 'Grid deadlines')
    await waitFor(() => expect(screen.queryByText('The summarized name is required')).not.toBeInTheDocument())
    expect(screen.getByText('236 characters left')).toBeInTheDocument()
    expect(screen.getByText('The legal name is required')).toBeInTheDocument()
  })

  it('tells the dates apart, checks both days when either changes, and sends the type they make', async () => {
    const values = { ...emptyRegulationValues(), issuerEntity: ISSUER, attachment: PDF }
    const { create } = renderForm({ ...values, summarizedName: 'Grid deadlines', legalName: 'Grid Act 2026' })
    expect(screen.getByText('Dates: unknown')).toBeInTheDocument()
    setDay('Start date', '2026-12-31')
    expect(await screen.findByText('Dates: start only')).toBeInTheDocument()
    setDay('End date', '2026-07-01')
    expect(await screen.findByText('Dates: range')).toBeInTheDocument()

    // told as the days are set, before any publish (spec 3 §5)
    expect(await screen.findByText('The start date must not be after the end date')).toBeInTheDocument()
    expect(publish()).toBeDisabled()
    // the error stands on the end day, and the start day changing clears it
    setDay('Start date', '2026-01-01')
    await waitFor(() =>
      expect(screen.queryByText('The start date must not be after the end date')).not.toBeInTheDocument(),
    )
    await userEvent.click(publish())
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1))
    expect(create.mock.calls[0][1].data).toMatchObject({
      issuerEntityId: ISSUER.id,
      summarizedName: 'Grid deadlines',
      legalName: 'Grid Act 2026',
      date: { type: 'range', startDate: '2026-01-01', endDate: '2026-07-01' },
      attachment: PDF,
    })
  })

  it('reports a bad source URL and days in the wrong order as they are typed, before any publish (spec 3 §5)', async () => {
    renderForm(emptyRegulationValues())
    await userEvent.type(screen.getByRole('textbox', { name: 'Source URL' }), 'gazette')
    expect(await screen.findByText('Invalid url')).toBeInTheDocument()
    expect(publish()).toBeDisabled()
    // only what was typed is told: the required fields wait for a publish
    expect(screen.queryByText('The issuer entity is required')).not.toBeInTheDocument()
    await userEvent.clear(screen.getByRole('textbox', { name: 'Source URL' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Source URL' }), 'https://gazette.example/acts/7')
    await waitFor(() => expect(screen.queryByText('Invalid url')).not.toBeInTheDocument())

    setDay('Start date', '2026-12-31')
    setDay('End date', '2026-07-01')
    expect(await screen.findByText('The start date must not be after the end date')).toBeInTheDocument()
    setDay('End date', '2027-01-31')
    await waitFor(() =>
      expect(screen.queryByText('The start date must not be after the end date')).not.toBeInTheDocument(),
    )
  })

  it('sends the issuer entity of a change as an id named issuerEntity (spec 3 §7)', () => {
    const values = { ...emptyRegulationValues(), issuerEntity: ISSUER, summarizedName: 'Grid', legalName: 'Grid Act' }
    const payload = regulationPatchPayload({ ...values, attachment: PDF })
    expect(payload).toMatchObject({ issuerEntity: ISSUER.id, summarizedName: 'Grid', attachment: PDF })
    expect(payload).not.toHaveProperty('issuerEntityId')
  })
})
