import { database } from "./db";
import { type DrainReport, drainOutbox } from "./email/drain";
import { alertTeamOfRelayCeiling } from "./email/relay-cap";
import type { Env } from "./env";
import { type IndexNowReport, pingIndexNow } from "./indexnow/ping";
import { expandCampaigns } from "./newsletter/expand";
import { finishSentCampaigns, startDueCampaigns } from "./newsletter/lifecycle";
import { dropStartedSessions } from "./public/started-occurrences";
import { queueSessionReminders } from "./reminders/session-reminders";
import { type PurgeReport, purgeExpiredData } from "./retention/purge";
import { calendarContextOf } from "./sessions/request-calendar";
import { type OfferReport, offerFreedSeats } from "./spots/offers";

/**
 * The cron trigger (every minute): start the campaigns scheduled for now (or before), queue
 * campaigns' next recipients, the day-before session
 * reminders, the offers of freed seats (lapsing those unclaimed) and the team's alert if the forms
 * hit their hourly ceiling, send due email, drop the cached public sessions when one of their
 * occurrences started (their next starts are then stale), mark the campaigns whose last email has
 * left as sent, tell IndexNow of changed public pages, then purge what is kept no longer
 * (schema/retention.ts).
 */
export async function runScheduledTasks(
  env: Env,
  now = new Date(),
): Promise<{
  campaignsStarted: number;
  campaignRecipientsQueued: number;
  remindersQueued: number;
  seatOffers: OfferReport;
  relayCeilingAlerted: boolean;
  email: DrainReport;
  sessionsDropped: boolean;
  campaignsFinished: number;
  indexNow: IndexNowReport;
  purged: PurgeReport;
}> {
  const db = database(env.DB);
  // Scheduled campaigns (newsletter/lifecycle.ts): started first, so this run queues their first recipients.
  const campaignsStarted = await startDueCampaigns(db, now);
  const { queued } = await expandCampaigns(db, { now: now.getTime() });
  // Session reminders (reminders/session-reminders.ts): queued before the drain, which sends them.
  const reminders = await queueSessionReminders(db, now);
  // Freed seats (spots/offers.ts): offered before the drain, which sends the offers.
  const seatOffers = await offerFreedSeats(db, calendarContextOf(env), now);
  const relayCeilingAlerted = await alertTeamOfRelayCeiling(db, env.TEAM_EMAIL, now.getTime());
  const email = await drainOutbox(env);
  const sessionsDropped = await dropStartedSessions(env, db, now);
  const campaignsFinished = await finishSentCampaigns(db, now);
  const indexNow = await pingIndexNow(env, db, now);
  const purged = await purgeExpiredData(db, now.getTime());
  return {
    campaignsStarted,
    campaignRecipientsQueued: queued,
    remindersQueued: reminders.queued,
    seatOffers,
    relayCeilingAlerted,
    email,
    sessionsDropped,
    campaignsFinished,
    indexNow,
    purged,
  };
}
