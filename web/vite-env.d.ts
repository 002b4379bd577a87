/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_MEMBER_APP_URL?: string;
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_CONTACT_PHONE?: string;
}
