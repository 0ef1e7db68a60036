/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the shop's server when the admin site is deployed elsewhere; unset: same origin. */
  readonly VITE_API_ORIGIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
