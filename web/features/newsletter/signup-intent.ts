import { intentWatcher } from "@web/lib/intent-watch";

/**
 * Watches the newsletter form the Worker rendered for a visitor's first focus, press or key, and
 * holds its submit until its code works. No React here: the landing page's entry calls it first.
 */
export const watchNewsletterSignup = intentWatcher("#newsletter form");
