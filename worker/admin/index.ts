import { Hono } from "hono";
import type { AppBindings } from "../env";
import { adminAccount } from "./account";
import { adminAccountFactors } from "./account-factors";
import { adminActivity } from "./activity";
import { adminAdmins } from "./admins";
import { adminCafes } from "./cafes";
import { adminCounts } from "./counts";
import { adminDashboard } from "./dashboard";
import { adminFaqs } from "./faqs";
import { adminGuards } from "./guards";
import { adminLeads } from "./leads";
import { adminNewsletter } from "./newsletter";
import { newsletterDesk } from "./newsletter-desk";
import { adminCalendar } from "./occurrences";
import { adminOutbox } from "./outbox";
import { adminPeople } from "./people";
import { adminPricing } from "./pricing";
import { adminSessionRequests } from "./session-requests";
import { adminSessions } from "./sessions";
import { adminSite } from "./site";

/** Mounted at /api/admin: nothing here answers without an admin session. */
export const adminApi = new Hono<AppBindings>()
  .use(...adminGuards)
  .route("/counts", adminCounts)
  .route("/dashboard", adminDashboard)
  .route("/pricing", adminPricing)
  .route("/faqs", adminFaqs)
  .route("/newsletter", adminNewsletter)
  .route("/newsletter", newsletterDesk)
  .route("/outbox", adminOutbox)
  .route("/sessions", adminSessions)
  .route("/cafes", adminCafes)
  .route("/calendar", adminCalendar)
  .route("/session-requests", adminSessionRequests)
  .route("/leads", adminLeads)
  .route("/site", adminSite)
  .route("/people", adminPeople)
  .route("/activity", adminActivity)
  .route("/account", adminAccount)
  .route("/account", adminAccountFactors)
  .route("/admins", adminAdmins);
