// The back office's query keys, apart from its fetchers: the public forms change some of these
// reads (a lead, a spot request, a sign-up), and need their keys without loading admin code.

export const adminPricingKey = ["admin", "pricing"] as const;
export const adminFaqsKey = ["admin", "faqs"] as const;
/** Every session with its approved requests: an approval changes it too. */
export const adminSessionsKey = ["admin", "sessions"] as const;
/** Every café, inactive ones too, with how many sessions each holds: a session saved changes the counts. */
export const adminCafesKey = ["admin", "cafes"] as const;
export const sessionRequestsKey = ["admin", "session-requests"] as const;
/** Every page of every filter of the leads. */
export const leadsKey = ["admin", "leads"] as const;
export const subscribersKey = ["admin", "newsletter", "subscribers"] as const;
export const campaignsKey = ["admin", "newsletter", "campaigns"] as const;
/** What waits for the team (the navigation's badges): requests, emails and sessions change it. */
export const adminCountsKey = ["admin", "counts"] as const;
/** Every email the product queued: most changes that send email change it too. */
export const outboxKey = ["admin", "outbox"] as const;
/** The Site settings as stored (contact, links, stats an admin sets). */
export const siteSettingsKey = ["admin", "site"] as const;
/** Everything stored about one address (the People page), by address. */
export const peopleKey = ["admin", "people"] as const;
/** The audit log: every change in the back office adds to it, so its page reads it afresh each visit. */
export const activityKey = ["admin", "activity"] as const;
/** The signed-in admin's account and the browsers signed in as them. */
export const accountKey = ["admin", "account"] as const;
/** The back office's admins (the Admins page). */
export const adminsKey = ["admin", "admins"] as const;
