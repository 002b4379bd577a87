import { sql } from "drizzle-orm";
import type { SubscriberStatus } from "../../schema/constants";
import { emailSuppression, newsletterSubscriber } from "../../schema/tables";

/**
 * A subscriber's status, in a select that left-joins `email_suppression` on the address: a
 * suppressed address (hard bounce, complaint) shows why; otherwise active or pending.
 */
export const subscriberStatus = sql<SubscriberStatus>`coalesce(${emailSuppression.reason}, case when ${newsletterSubscriber.isActive} then 'active' else 'pending' end)`;
