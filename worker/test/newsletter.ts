import type { Locale } from "../../schema/constants";
import { newsletterSubscriber } from "../../schema/tables";
import { db } from "./helpers";

const LOCALES: Locale[] = ["en", "fr", "ar"];

/** `reader{i}@example.tn`, in en, fr and ar in turn; inserted in batches under D1's parameter limit. */
export async function addSubscribers(count: number, { active = true, consentAt = new Date(1_700_000_000_000) } = {}) {
  const rows = Array.from({ length: count }, (_, i) => ({
    email: `reader${i}@example.tn`,
    locale: LOCALES[i % 3]!,
    isActive: active,
    consentAt,
    unsubscribeTokenHash: `hash-${i}`,
  }));
  const inserts = [];
  for (let i = 0; i < rows.length; i += 14)
    inserts.push(
      db()
        .insert(newsletterSubscriber)
        .values(rows.slice(i, i + 14)),
    );
  const [first, ...rest] = inserts;
  if (first) await db().batch([first, ...rest]);
}

/** A campaign in English and French, Arabic left empty (its readers get English). */
export const sampleIssue = {
  subjectEn: "Our first sessions",
  bodyEn: "Hello!\n\nSessions start <b>next week</b>.",
  subjectFr: "Nos premières séances",
  bodyFr: "Bonjour !\n\nLes séances commencent la semaine prochaine.",
  subjectAr: "",
  bodyAr: "",
};
