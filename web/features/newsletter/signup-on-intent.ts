import { lazyOnIntent } from "@web/lib/load-on-intent";
import { watchNewsletterSignup } from "./signup-intent";

/**
 * The newsletter form's code (react-hook-form, zod, the API's schemas), loaded when a visitor
 * first focuses, presses or types in the form the Worker rendered, not on every view of the page.
 */
export const newsletterSignup = lazyOnIntent(watchNewsletterSignup, () => import("./NewsletterSignup"));
