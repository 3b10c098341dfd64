export { authProvider } from './authProvider'
export { dataProvider } from './dataProvider'
export { i18nProvider } from './i18nProvider'
export { queryClient } from './queryClient'
