import type { ActivityEntry, ActivityRecord } from "@schema/api";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { PLAN_TYPE_LABELS } from "../labels";
import { LEAD_TYPE_LABELS } from "../leads/lead-fields";
import { PersonLink } from "../people/PersonLink";
import { nextStartText } from "../when";
import { TARGET_LABELS } from "./activity-labels";

type Found = Extract<ActivityRecord, { state: "found" }>;

/** A record's kind, for one record of its own ("Lead #12"); an entry without an id names a whole list ("Leads"). */
const RECORD_NOUNS = { ...TARGET_LABELS, lead: "Lead" };

/** Long free text (a question, a subject) cut to fit a table cell. */
const TEXT_MAX = 60;
const shortened = (text: string) => (text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX - 1)}…` : text);

/** Text people typed, isolated so an Arabic name keeps the sentence around it in order. */
const typed = (text: string) => <bdi>{text}</bdi>;

const linkClass = "underline decoration-stone-300 underline-offset-2 hover:text-stone-950";

/**
 * A found record in words, and where it is in the back office: the list it is in, narrowed to it
 * (`/admin/requests?sessionId=…&q=…`), and the person it is about.
 */
function described(
  record: Found,
  id: string,
): { words: ReactNode; link: (words: ReactNode) => ReactNode; person?: string } {
  switch (record.type) {
    case "session_request":
      return {
        words: (
          <>
            Spot request of {typed(record.name)} for {typed(record.sessionTitle)}
            {record.nextStart ? <>, {nextStartText(record.nextStart)}</> : null}
          </>
        ),
        link: (words) => (
          <Link to="/admin/requests" search={{ sessionId: record.sessionId, q: record.email }} className={linkClass}>
            {words}
          </Link>
        ),
        person: record.email,
      };
    case "lead":
      return {
        words: (
          <>
            Lead of {typed(record.name)} ({LEAD_TYPE_LABELS[record.userType].toLowerCase()})
          </>
        ),
        link: (words) => (
          <Link to="/admin/leads/$leadId" params={{ leadId: id }} className={linkClass}>
            {words}
          </Link>
        ),
        person: record.email,
      };
    case "language_session":
      return {
        words: (
          <>
            Session {typed(record.title)}
            {record.cafeName ? <> – {typed(record.cafeName)}</> : null}
          </>
        ),
        link: (words) => (
          <Link to="/admin/sessions" search={{ q: record.title }} className={linkClass}>
            {words}
          </Link>
        ),
      };
    case "cafe":
      return {
        words: (
          <>
            Café {typed(record.name)}, {record.city}
          </>
        ),
        link: (words) => (
          <Link to="/admin/cafes" search={{ q: record.name }} className={linkClass}>
            {words}
          </Link>
        ),
      };
    case "newsletter_subscriber":
      return {
        words: <>Subscriber {typed(record.name || record.email)}</>,
        link: (words) => (
          <Link to="/admin/newsletter" search={{ q: record.email }} className={linkClass}>
            {words}
          </Link>
        ),
        person: record.email,
      };
    case "admin_user":
      return {
        words: <>Admin {typed(record.name || record.email)}</>,
        link: (words) => (
          <Link to="/admin/admins" className={linkClass}>
            {words}
          </Link>
        ),
      };
    case "pricing_plan":
      return {
        words: `Pricing plan ${PLAN_TYPE_LABELS[record.planType]}, ${record.capitalPrice} TND`,
        link: (words) => (
          <Link to="/admin/pricing" className={linkClass}>
            {words}
          </Link>
        ),
      };
    case "faq":
      return {
        words: <>FAQ “{typed(shortened(record.question))}”</>,
        link: (words) => (
          <Link to="/admin/faqs" className={linkClass}>
            {words}
          </Link>
        ),
      };
    case "newsletter_campaign":
      return {
        words: <>Newsletter “{typed(shortened(record.subject))}”</>,
        link: (words) => (
          <Link to="/admin/newsletter" className={linkClass}>
            {words}
          </Link>
        ),
      };
    case "email":
      return {
        words: (
          <>
            Email “{typed(shortened(record.subject))}” to {typed(record.recipient)}
          </>
        ),
        link: (words) => (
          <Link to="/admin/outbox" search={{ q: record.recipient }} className={linkClass}>
            {words}
          </Link>
        ),
      };
  }
}

/** The settings pages, which are their own record. */
function settingsLink(entry: ActivityEntry): ReactNode {
  if (entry.targetType === "seo_settings") {
    return (
      <Link to="/admin/seo" className={linkClass}>
        SEO settings
      </Link>
    );
  }
  if (entry.targetType === "site_settings" || entry.targetType === "lead_reply_template") {
    return (
      <Link to="/admin/site" className={linkClass}>
        {TARGET_LABELS[entry.targetType]}
      </Link>
    );
  }
  return null;
}

/**
 * The Record cell of the Activity page: what the entry is about, in words from the record as it
 * is now (the Worker reads it, worker/audit/activity-records.ts), a link to it and to the person
 * it is about; a record gone since is its kind and id, "(deleted)" or "(erased)".
 */
export function ActivityRecordCell({ entry }: { entry: ActivityEntry }) {
  const { record, targetType, targetId } = entry;
  if (!targetType) return <span className="text-stone-500">—</span>;
  if (targetType === "person") return <>{targetId ? `Erase #${targetId}` : "A person"}</>;
  if (!record) return settingsLink(entry) ?? <>{`${TARGET_LABELS[targetType]}${targetId ? ` #${targetId}` : ""}`}</>;
  if (record.state !== "found") {
    return (
      <span className="text-stone-600">
        {RECORD_NOUNS[record.type]} #{targetId} ({record.state})
      </span>
    );
  }
  const { words, link, person } = described(record, targetId ?? "");
  return (
    <div className="min-w-40">
      {link(words)}
      {person ? <PersonLink email={person} className="mt-1 block text-xs" /> : null}
    </div>
  );
}
