import { LANGUAGES } from '../../../common/languages'

/** The languages as a select offers them. */
export const LANGUAGE_CHOICES = LANGUAGES.map(({ code, name }) => ({ id: code, name }))

export const languageName = (code: string) => LANGUAGES.find((language) => language.code === code)?.name ?? code
