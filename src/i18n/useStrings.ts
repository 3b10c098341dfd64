import { useCallback, useMemo } from 'react'
import { useTranslate, type TranslateFunction } from 'react-admin'
import { app } from './en'

/** The shape of the console's strings: the English catalogue's, which every other catalogue follows. */
export type AppStrings = typeof app

/**
 * The console's strings as the i18n provider gives them, typed by the English catalogue: reading
 * `strings.grid.badDate` calls `translate('app.grid.badDate')`, so that a second language is a new
 * catalogue, and a key it lacks falls back to English.
 */
export function stringsOf(translate: TranslateFunction): AppStrings {
  // one proxy per branch, so that `strings.grid` is the same object on every render (hooks' dependencies),
  // and each string asked of the provider once: grid cells read theirs on every render
  const branches = new Map<string, object>()
  const texts = new Map<string, string>()
  const branch = <Shape extends object>(shape: Shape, path: string): Shape => {
    const known = branches.get(path)
    if (known) return known as Shape
    const made = new Proxy(shape, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver)
        if (typeof key !== 'string') return value
        if (typeof value === 'string') {
          const full = `${path}.${key}`
          const text = texts.get(full) ?? translate(full, { _: value })
          texts.set(full, text)
          return text
        }
        if (value && typeof value === 'object') return branch(value, `${path}.${key}`)
        return value
      },
    })
    branches.set(path, made)
    return made
  }
  return branch(app, 'app')
}

/** The console's strings in the user's language (see `stringsOf`). */
export function useStrings(): AppStrings {
  const translate = useTranslate()
  return useMemo(() => stringsOf(translate), [translate])
}

/** The counted phrases: polyglot plural forms ('1 entry |||| %{smart_count} entries'). */
const COUNTED = {
  'entityEditor.logCount': app.entityEditor.logCount,
  'entityEditor.commentCount': app.entityEditor.commentCount,
  'facetPanel.entries': app.facetPanel.entries,
}
export type CountedPhrase = keyof typeof COUNTED

/** A count in words that agree with it ('1 entry', '2 entries'), by the i18n provider's plural rules. */
export function useCounted(): (phrase: CountedPhrase, count: number) => string {
  const translate = useTranslate()
  return useCallback(
    (phrase, count) => translate(`app.${phrase}`, { smart_count: count, _: COUNTED[phrase] }),
    [translate],
  )
}
