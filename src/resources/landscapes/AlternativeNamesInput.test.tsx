import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AdminContext, Form, testDataProvider } from 'react-admin'
import { describe, expect, it, vi } from 'vitest'
import { i18nProvider } from '../../providers/i18nProvider'
import { AlternativeNamesInput } from './AlternativeNamesInput'

function renderInput(initial: string[] = []) {
  const submit = vi.fn()
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <Form record={{ alternative_names: initial }} onSubmit={submit}>
        <AlternativeNamesInput />
        <button type="submit">Submit</button>
      </Form>
    </AdminContext>,
  )
  return { submit, input: screen.getByLabelText('Alternative names') }
}

const submitted = async (submit: ReturnType<typeof vi.fn>) => {
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
  await waitFor(() => expect(submit).toHaveBeenCalled())
  return submit.mock.calls[0][0].alternative_names
}

describe('Alternative names', () => {
  it('adds each name with Enter, without submitting the form', async () => {
    const { submit, input } = renderInput()
    await userEvent.type(input, 'GCC{Enter}')
    await userEvent.type(input, '  Gulf States  {Enter}')
    expect(submit).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'GCC' })).toBeInTheDocument()
    expect(await submitted(submit)).toEqual(['GCC', 'Gulf States'])
  })

  it('does not add a blank name or one already there in another case', async () => {
    const { submit, input } = renderInput(['GCC'])
    await userEvent.type(input, '   {Enter}')
    await userEvent.type(input, 'gcc{Enter}')
    expect(await submitted(submit)).toEqual(['GCC'])
  })

  it('removes a name with its chip', async () => {
    const { submit } = renderInput(['GCC', 'Gulf States'])
    const chip = screen.getByRole('button', { name: 'GCC' })
    await userEvent.click(chip.querySelector('svg') as Element)
    expect(await submitted(submit)).toEqual(['Gulf States'])
  })
})
