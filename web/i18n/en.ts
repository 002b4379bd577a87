import { SEO_DEFAULT_TEXTS } from "@schema/seo";
import type { PluralForms } from "./numbers";

/** English texts: the reference dictionary. fr.ts and ar.ts must have exactly these keys. */
const en = {
  meta: {
    title: SEO_DEFAULT_TEXTS.en.title,
    notFoundTitle: "404 Page Not Found",
  },
  nav: {
    forLearners: "For Learners",
    becomeTeacher: "Become a Teacher",
    pricing: "Pricing",
    schedule: "Schedule",
    faq: "FAQ",
    contact: "Contact",
    login: "Log in to the member app",
    language: "Language",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    home: "Café Talk home",
    main: "Main",
    mobile: "Mobile menu",
  },
  pricing: {
    title: "Simple, transparent pricing",
    subtitle: "Prices per session in TND. Sessions in Tunis and outside the capital are priced differently.",
    freeTrialTitle: "Your first session is free",
    freeTrialText: "Try a real café conversation before you pay anything. No credit card needed.",
    claimTrial: "Claim my free session",
    recommended: "RECOMMENDED",
    subscriptionName: "Subscription",
    subscriptionTagline: "{lessons} per week, in groups of max {group}",
    subscriptionLessons: { one: "{n} lesson", other: "{n} lessons" } as PluralForms,
    subscriptionSaving: "Save {percent}% compared with flexible credits",
    flexibleName: "Flexible Credits",
    flexibleTagline: "Pay per session and come when it suits you",
    capitalPrice: "In Tunis",
    outsidePrice: "Outside Tunis",
    perSession: "per session",
    fromPerSession: "From {price} TND per session",
    currency: "TND",
    bottomCtaTitle: "Not sure yet? Start with a free session.",
    bottomCta: "Book my free trial",
  },
  footer: {
    tagline: "Small-group conversation sessions in cafés across Tunisia.",
    quickLinks: "Quick links",
    admin: "Admin",
    privacy: "Privacy policy",
    rights: "© {year} Café Talk. All rights reserved.",
  },
  notFound: {
    title: "404 Page Not Found",
    text: "The page you are looking for does not exist or has moved.",
    home: "Back to the home page",
  },
  common: {
    loading: "Loading...",
    backHome: "Back to the home page",
    retry: "Retry",
    error: "Error",
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** Shape every language must fill in full: a missing or extra key fails the type check. */
export type Dictionary = Widen<typeof en>;

export default en;
