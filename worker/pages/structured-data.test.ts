import { describe, expect, it } from "vitest";
import type { PublicSession, PublicSite } from "../../schema/api";
import { structuredData } from "./structured-data";

/** Every Thursday and Saturday at 09:30 in Tunis, the next three from Thursday 3 December 2026. */
const weekly: PublicSession = {
  id: 1,
  title: "English small talk",
  description: null,
  titleFr: null,
  titleAr: null,
  descriptionFr: null,
  descriptionAr: null,
  language: "English",
  level: "Intermediate",
  city: "Tunis",
  cafeId: 1,
  cafeName: "Café Lino",
  cafeAddress: null,
  startsAt: "2026-11-05T09:30",
  durationMinutes: 90,
  repeat: "weekly",
  repeatDays: ["TH", "SA"],
  repeatUntil: null,
  nextStarts: ["2026-12-03T08:30:00.000Z", "2026-12-05T08:30:00.000Z", "2026-12-10T08:30:00.000Z"],
  maxParticipants: 4,
  isPublished: true,
  spotsLeft: 3,
};
const site = { socialLinks: [] } as unknown as PublicSite;

const eventsOf = (sessions: PublicSession[]) =>
  structuredData({
    settings: null,
    locale: "en",
    base: "https://cafetalk.tn/",
    landing: { sessions, faqs: [], plans: [], site },
  })["@graph"].filter((node) => node["@type"] === "Event");

describe("the landing page's Events", () => {
  it("gives a weekly session's next occurrence, in Tunis's offset, and its weekly Schedule", () => {
    expect(eventsOf([weekly])).toEqual([
      expect.objectContaining({
        name: "English small talk",
        startDate: "2026-12-03T09:30:00+01:00",
        endDate: "2026-12-03T11:00:00+01:00",
        duration: "PT90M",
        eventSchedule: {
          "@type": "Schedule",
          repeatFrequency: "P1W",
          byDay: ["https://schema.org/Thursday", "https://schema.org/Saturday"],
          startTime: "09:30",
          duration: "PT90M",
          scheduleTimezone: "Africa/Tunis",
        },
      }),
    ]);
  });

  it("keeps the series' time when the next occurrence was moved, and ends the Schedule on its last day", () => {
    const moved = { ...weekly, nextStarts: ["2026-12-03T16:00:00.000Z", ...weekly.nextStarts.slice(1)] };
    const [event] = eventsOf([{ ...moved, repeatUntil: "2027-01-31" }]);
    expect(event).toMatchObject({
      startDate: "2026-12-03T17:00:00+01:00",
      eventSchedule: { startTime: "09:30", endDate: "2027-01-31" },
    });
  });

  it("gives a one-off session its date without a Schedule, and no Event to a session with none ahead", () => {
    const once = {
      ...weekly,
      id: 2,
      repeat: "once" as const,
      repeatDays: [],
      nextStarts: ["2027-03-13T08:30:00.000Z"],
    };
    const events = eventsOf([once, { ...weekly, id: 3, nextStarts: [] }]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ startDate: "2027-03-13T09:30:00+01:00", endDate: "2027-03-13T11:00:00+01:00" });
    expect(events[0]).not.toHaveProperty("eventSchedule");
  });
});

describe("the landing page's Events and a session's page", () => {
  it("names the session's own page and its share image, absolute, in the page's language", () => {
    const [event] = structuredData({
      settings: null,
      locale: "fr",
      base: "https://cafetalk.tn/",
      landing: { sessions: [weekly], faqs: [], plans: [], site },
      imageVersion: "v1",
    })["@graph"].filter((node) => node["@type"] === "Event");
    expect(event).toMatchObject({
      url: "https://cafetalk.tn/sessions/1-english-small-talk?lang=fr",
      image: ["https://cafetalk.tn/share/sessions/1.fr.png?v=v1"],
      endDate: "2026-12-03T11:00:00+01:00",
    });
  });
});
