/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The product's name in titles such as '{product} Briefs'. */
  readonly VITE_PRODUCT_NAME?: string
  readonly VITE_GOOGLE_MAPS_API_KEY?: string
}
