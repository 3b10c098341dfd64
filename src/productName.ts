import { app } from './i18n/en'

/** The product's name as the console shows it ('{product} Briefs'): `VITE_PRODUCT_NAME` at build time. */
export const PRODUCT_NAME: string = import.meta.env.VITE_PRODUCT_NAME || app.productName
