interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string
}
