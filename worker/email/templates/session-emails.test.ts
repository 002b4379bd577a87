import { describe, expect, it } from "vitest";
import { SAMPLE_NOW, SAMPLE_SESSION, SAMPLE_SPOT_URL, sampleEmails } from "../../test/email-samples";
import { sessionChangedEmail } from "./session-changed";
import type { SessionSummary } from "./session-details";
import { sessionRequestApprovedEmail } from "./session-request-approved";
import { sessionRequestStatusEmail } from "./session-request-status";

const SESSION_KINDS = [
  "session_request_received",
  "session_request_received_waitlisted",
  "session_request_approved",
  "session_request_waitlisted",
  "session_request_cancelled",
  "session_reminder",
  "session_changed",
  "session_changed_waitlisted",
  "session_cancelled",
  "session_cancelled_waitlisted",
];

const sessionEmails = (locale: "en" | "fr" | "ar", dates: Partial<SessionSummary> = {}) => {
  const emails = sampleEmails(locale, { ...SAMPLE_SESSION, ...dates });
  return SESSION_KINDS.map((kind) => emails[kind]!);
};

/** Tuesdays and Thursdays at 18:30 in Tunis, from Tuesday 17 November 2026. */
const TUESDAYS_THURSDAYS: Partial<SessionSummary> = {
  startsAt: "2026-11-17T18:30",
  repeat: "weekly",
  repeatDays: ["TU", "TH"],
};

const labelOfWeekly = { en: "Every week", fr: "Chaque semaine", ar: "كل أسبوع" } as const;

describe("the day and time in every email about a session", () => {
  it.each([
    ["en", "When: Thursday 26 November at 09:30"],
    ["fr", "Quand: jeudi 26 novembre à 09:30"],
    ["ar", "الموعد: الخميس، 26 نوفمبر في 09:30"],
  ] as const)("is written in the reader's language, never as stored (%s)", (locale, line) => {
    for (const email of sessionEmails(locale)) {
      expect(email.text).toContain(line);
      expect(email.text).not.toContain("2026-11-26");
      expect(email.html).not.toContain("2026-11-26");
      expect(email.text).not.toContain(labelOfWeekly[locale]);
    }
  });

  it.each([
    ["en", "When: Tuesday 24 November at 18:30", "Every week: Tuesday and Thursday, 18:30"],
    ["fr", "Quand: mardi 24 novembre à 18:30", "Chaque semaine: mardi et jeudi, 18:30"],
    ["ar", "الموعد: الثلاثاء، 24 نوفمبر في 18:30", "كل أسبوع: الثلاثاء والخميس، 18:30"],
  ] as const)("names a weekly session's next occurrence, its weekdays and time (%s)", (locale, when, weekly) => {
    // The sample reminder is written on Wednesday: its next occurrence is Thursday's.
    const emails = sessionEmails(locale, TUESDAYS_THURSDAYS);
    for (const email of emails.filter((_, i) => SESSION_KINDS[i] !== "session_reminder")) {
      expect(email.text).toContain(when);
      expect(email.text).toContain(weekly);
    }
  });

  it("passes over a skipped occurrence, and names a moved one at its new time", () => {
    const skipped = sessionEmails("en", {
      ...TUESDAYS_THURSDAYS,
      changes: [{ originalStart: "2026-11-24T18:30", movedTo: null }],
    })[0]!;
    expect(skipped.text).toContain("When: Thursday 26 November at 18:30");
    const moved = sessionEmails("fr", {
      ...TUESDAYS_THURSDAYS,
      changes: [{ originalStart: "2026-11-24T18:30", movedTo: "2026-11-25T17:00" }],
    })[0]!;
    expect(moved.text).toContain("Quand: mercredi 25 novembre à 17:00");
    expect(moved.text).toContain("Chaque semaine: mardi et jeudi, 18:30");
  });

  it("says the year of an occurrence in another year, and no when at all with none ahead", () => {
    const nextYear = sessionEmails("en", { startsAt: "2027-01-05T10:00" })[0]!;
    expect(nextYear.text).toContain("When: Tuesday, 5 January 2027 at 10:00");
    const past = sessionEmails("en", { startsAt: "2026-11-01T10:00" })[0]!;
    expect(past.text).not.toContain("When:");
    expect(past.text).toContain("Duration: 90 min");
  });
});

describe("the reminder's map link", () => {
  it("names the city once when the address already ends with it", () => {
    const { text } = sampleEmails("en").session_reminder!;
    expect(text).toContain(
      `Open the map: https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("Café Lino, 12 Rue de Marseille, Tunis, Tunisia")}`,
    );
  });

  it("adds the city when the address does not name it", () => {
    const { text } = sampleEmails("en", { ...SAMPLE_SESSION, cafeAddress: "12 Rue de Marseille" }).session_reminder!;
    expect(text).toContain(`query=${encodeURIComponent("Café Lino, 12 Rue de Marseille, Tunis, Tunisia")}`);
  });
});

describe("the email telling someone an admin waitlisted them", () => {
  const waitlisted = (locale: "en" | "fr" | "ar", sessionFull: boolean) =>
    sessionRequestStatusEmail({
      status: "waitlisted",
      locale,
      name: "Amira",
      session: SAMPLE_SESSION,
      sessionFull,
      spotUrl: null,
      now: SAMPLE_NOW,
    }).text;

  it.each([
    ["en", "This session is full for now"],
    ["fr", "Cette séance est complète"],
    ["ar", "هذه الجلسة مكتملة"],
  ] as const)("says the session is full only when every seat is taken (%s)", (locale, full) => {
    expect(waitlisted(locale, true)).toContain(full);
    expect(waitlisted(locale, false)).not.toContain(full);
  });

  it("tells the person, while seats are free, that they will hear from the team", () => {
    expect(waitlisted("en", false)).toContain(
      "We have put you on this session's waitlist for now. As soon as we can offer you a spot, we'll email you.",
    );
    expect(waitlisted("fr", false)).toContain("Nous vous avons inscrit sur la liste d'attente de cette séance");
    expect(waitlisted("ar", false)).toContain("أضفناك حاليًا إلى قائمة الانتظار لهذه الجلسة.");
  });
});

describe("the session an email names, in the reader's language", () => {
  const translated = { ...SAMPLE_SESSION, city: "Kef", titleFr: null, titleAr: "إنجليزية الفطور" };
  const emailsTo = (locale: "en" | "fr" | "ar") => {
    const emails = sampleEmails(locale, translated);
    return SESSION_KINDS.map((kind) => emails[kind]!);
  };

  it("uses the Arabic title in the subject and the details, and the city's Arabic name", () => {
    for (const email of emailsTo("ar")) {
      expect(email.subject).toContain("إنجليزية الفطور");
      expect(email.subject).not.toContain("Brunch English");
      expect(email.text).toContain("الجلسة: إنجليزية الفطور");
      expect(email.text).toContain("المدينة: الكاف");
    }
  });

  it("falls back to the English title where none was written in the reader's language", () => {
    for (const email of emailsTo("fr")) {
      expect(email.subject).toContain("Brunch English");
      expect(email.text).toContain("Séance: Brunch English");
      expect(email.text).toContain("Ville: Le Kef");
    }
    for (const email of emailsTo("en")) expect(email.text).toContain("City: Kef");
  });
});

describe("the link to the person's own page, in every email about their request", () => {
  const lines = {
    en: "Your request — see your spot, cancel it or add it to your calendar",
    fr: "Votre demande — retrouvez votre place, annulez-la ou ajoutez-la à votre agenda",
    ar: "طلبك — اطّلع على مكانك أو ألغِه أو أضفه إلى تقويمك",
  } as const;

  it.each(["en", "fr", "ar"] as const)("is written once, in both parts, in the reader's language (%s)", (locale) => {
    const emails = sampleEmails(locale);
    for (const kind of SESSION_KINDS) {
      const { text, html } = emails[kind]!;
      expect(text, kind).toContain(`${lines[locale]}:\n${SAMPLE_SPOT_URL}`);
      expect(text.split(SAMPLE_SPOT_URL), kind).toHaveLength(2);
      expect(html, kind).toContain(`<a href="${SAMPLE_SPOT_URL}"`);
      const [label, words] = lines[locale].split(" — ");
      expect(html, kind).toContain(`${label}</a> — ${words}.</p>`);
    }
  });

  it("is left out of the email about a repeated request, which is about an address, not a request", () => {
    const { text, html } = sampleEmails("en").session_request_repeated!;
    expect(text).not.toContain("/spot/");
    expect(html).not.toContain("/spot/");
  });

  it("is left out for an erased person, and the approval then asks them to tell the team", () => {
    const approved = sessionRequestApprovedEmail({
      locale: "en",
      name: "Amira",
      session: SAMPLE_SESSION,
      calendarUrl: null,
      spotUrl: null,
      now: SAMPLE_NOW,
    });
    expect(approved.text).not.toContain("Your request —");
    expect(approved.text).toContain("Let us know so we can offer your spot");
    const changed = sessionChangedEmail({
      locale: "ar",
      name: "Amira",
      status: "waitlisted",
      session: SAMPLE_SESSION,
      withCalendar: false,
      spotUrl: null,
      now: SAMPLE_NOW,
    });
    expect(changed.text).not.toContain("طلبك —");
  });

  it("is where the approval sends someone who cannot come: cancelling there hands the seat on", () => {
    expect(sampleEmails("en").session_request_approved!.text).toContain(
      "Can't make it after all? Cancel on your request's page: your spot goes straight to the next person on the waitlist.",
    );
    expect(sampleEmails("fr").session_request_approved!.text).toContain("Annulez depuis la page de votre demande");
    expect(sampleEmails("ar").session_request_approved!.text).toContain("ألغِ حجزك من صفحة طلبك");
  });
});

describe("the notices of a change or a cancellation, to the waitlisted", () => {
  it.each([
    ["en", "You're still on its waitlist"],
    ["fr", "Vous êtes toujours sur sa liste d'attente"],
    ["ar", "ما زلت على قائمة الانتظار"],
  ] as const)("say they are still waiting, and speak of no calendar file (%s)", (locale, still) => {
    const emails = sampleEmails(locale);
    expect(emails.session_changed_waitlisted!.text).toContain(still);
    expect(emails.session_changed!.text).not.toContain(still);
    for (const kind of ["session_changed_waitlisted", "session_cancelled_waitlisted"]) {
      expect(emails[kind]!.text).not.toMatch(/calendar file|fichier d'agenda|ملف التقويم/);
    }
    expect(emails.session_cancelled!.text).toMatch(/calendar file|fichier d'agenda|ملف التقويم/);
  });
});
