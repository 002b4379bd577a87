/**
 * Public settings baked into the build (Vite env), with working defaults for local use.
 * Social links: set `VITE_<NETWORK>_URL` (e.g. VITE_FACEBOOK_URL); an empty value hides that link.
 */
function setting(name: string, fallback: string): string {
  const value: unknown = import.meta.env[name];
  return typeof value === "string" ? value.trim() : fallback;
}

const contactPhone = setting("VITE_CONTACT_PHONE", "+216 20 123 456");

/** The networks of the footer, in the order SPEC.md §2 lists them, named as each brand writes itself. */
export const SOCIAL_NETWORKS = [
  { id: "facebook", name: "Facebook", url: setting("VITE_FACEBOOK_URL", "https://www.facebook.com/cafetalk.tn") },
  { id: "instagram", name: "Instagram", url: setting("VITE_INSTAGRAM_URL", "https://www.instagram.com/cafetalk.tn") },
  { id: "x", name: "X", url: setting("VITE_X_URL", "https://x.com/cafetalk_tn") },
  { id: "youtube", name: "YouTube", url: setting("VITE_YOUTUBE_URL", "https://www.youtube.com/@cafetalk_tn") },
  { id: "pinterest", name: "Pinterest", url: setting("VITE_PINTEREST_URL", "https://www.pinterest.com/cafetalk_tn") },
  { id: "medium", name: "Medium", url: setting("VITE_MEDIUM_URL", "https://medium.com/@cafetalk.tn") },
  {
    id: "linkedin",
    name: "LinkedIn",
    url: setting("VITE_LINKEDIN_URL", "https://www.linkedin.com/company/cafetalk-tn"),
  },
] as const;

export const publicConfig = {
  memberAppUrl: setting("VITE_MEMBER_APP_URL", "https://app.cafetalk.tn/login"),
  contactEmail: setting("VITE_CONTACT_EMAIL", "hello@cafetalk.tn"),
  contactPhone,
  /** wa.me wants the number in international form, digits only. */
  whatsappUrl: `https://wa.me/${setting("VITE_WHATSAPP_NUMBER", contactPhone).replace(/\D/g, "")}`,
  socialLinks: SOCIAL_NETWORKS.filter((network) => network.url !== ""),
};

/** A phone number as a `tel:` link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
