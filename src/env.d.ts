interface ImportMetaEnv {
  /** API origin; empty means the app's own origin (the reference server, or the dev/preview proxy). */
  readonly VITE_API_BASE_URL?: string;
}
