import { screen } from '@testing-library/react'
import polyglotI18nProvider from 'ra-i18n-polyglot'
import { describe, expect, it } from 'vitest'
import { LoginPage } from '../custom/sign-in/LoginPage'
import { i18nProvider } from '../providers/i18nProvider'
import { renderWithAdmin } from '../test/renderWithAdmin'
import { en } from './en'
import { stringsOf } from './useStrings'

// a second language is a catalogue of its own; one that lacks a string shows the English one
const french = polyglotI18nProvider(
  () => ({ ...en, app: { signIn: { title: 'Connexion', submit: 'Se connecter' } } }),
  'fr',
  { allowMissing: true },
)

describe('the console strings come from the i18n provider', () => {
  it('draws a screen in the catalogue of the language, falling back to English for a missing string', async () => {
    renderWithAdmin(<LoginPage />, { i18nProvider: french })
    expect(await screen.findByText('Connexion')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument()
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument()
  })

  it('asks the provider once for each string by its key, English as the default, one object per branch', () => {
    const asked: unknown[] = []
    const strings = stringsOf((key, options) => {
      asked.push([key, options])
      return 'translated'
    })
    expect(strings.grid.badDate).toBe('translated')
    expect(strings.grid.badDate).toBe('translated')
    expect(asked).toEqual([['app.grid.badDate', { _: en.app.grid.badDate }]])
    expect(strings.grid).toBe(strings.grid)
    expect(stringsOf(i18nProvider.translate).signIn.title).toBe('Sign in')
  })
})
