/** Public settings baked into the build (Vite env), with working defaults for local use. */
export const publicConfig = {
  memberAppUrl: import.meta.env.VITE_MEMBER_APP_URL ?? "https://app.cafetalk.tn/login",
  contactEmail: import.meta.env.VITE_CONTACT_EMAIL ?? "hello@cafetalk.tn",
  contactPhone: import.meta.env.VITE_CONTACT_PHONE ?? "+216 20 123 456",
};
