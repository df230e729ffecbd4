interface ImportMetaEnv {
  /** Build-time default of the API base URL in real mode, when config.json names none. */
  readonly VITE_API_BASE_URL?: string
}
