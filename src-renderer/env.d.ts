/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API server for the web build when it is not served by the API server itself. */
  readonly VITE_API_URL?: string;
  /** Realtime (chat) server for the web build; asked of the API server when absent. */
  readonly VITE_REALTIME_URL?: string;
  readonly VITE_APP_VERSION?: string;
}
