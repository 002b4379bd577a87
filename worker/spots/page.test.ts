import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tunisLocal } from "../../schema/occurrences";
import { sessionRequest } from "../../schema/tables";
import { requestCalendarPath } from "../sessions/request-calendar";
import { call, db } from "../test/helpers";
import { createRequests, createSession } from "../test/sessions";
import { offer, openPage, tampered, textOf, tokenOf } from "../test/spots";

const HOUR_MS = 3_600_000;

afterEach(() => {
  vi.useRealTimers();
});

/**
 * Monday 23 November 2026, noon in Tunis: the default session (Saturdays 10:00–11:30) is not under
 * way, as it is for 90 minutes each week, when its page shows no cancel and its next date moves.
 */
const onAMonday = () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(Date.UTC(2026, 10, 23, 11)));
};

const setLocale = (id: number, locale: "en" | "fr" | "ar") =>
  db().update(sessionRequest).set({ locale }).where(eq(sessionRequest.id, id));

describe("a person's spot page", () => {
  it("shows the session and the status in the person's language, private and script-free", async () => {
    const session = await createSession({ cafeName: "Café Lino", cafeAddress: "Rue de Marseille" });
    const [request] = await createRequests(session.id, ["pending"]);
    const res = await openPage(await tokenOf(request!));
    expect(res.status).toBe(200);
    const page = await textOf(res);
    expect(page).toContain('<html lang="en" dir="ltr">');
    expect(page).toContain("English small talk");
    expect(page).toContain("We've received your request; the team will confirm it soon.");
    expect(page).toContain("Café Lino");
    expect(page).toMatch(/Saturday \d+ \w+ at 10:00/);
    expect(page).toContain(
      "https://www.google.com/maps/search/?api=1&query=Caf%C3%A9%20Lino%2C%20Rue%20de%20Marseille",
    );
    expect(page).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(page).not.toContain("<script");
    expect(res.headers.get("Referrer-Policy")).toBe("same-origin");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const nonce = /<style nonce="([^"]+)">/.exec(page)?.[1];
    expect(res.headers.get("Content-Security-Policy")).toContain(`style-src 'nonce-${nonce}'`);
    expect(res.headers.get("Content-Security-Policy")).toContain("form-action 'self'");
  });

  it("tells a waitlisted person their place in line, in French and in Arabic right to left", async () => {
    onAMonday();
    const session = await createSession({ titleFr: "Anglais du quotidien", titleAr: "الإنجليزية اليومية" });
    const [, second, third] = await createRequests(session.id, ["waitlisted", "waitlisted", "waitlisted"]);
    await setLocale(second!.id, "fr");
    await setLocale(third!.id, "ar");
    const french = await textOf(await openPage(await tokenOf(second!)));
    expect(french).toContain('<html lang="fr" dir="ltr">');
    expect(french).toContain("Anglais du quotidien");
    expect(french).toContain("Vous êtes sur la liste d'attente, en position 2.");
    expect(french).toMatch(/samedi \d+ \w+ à 10:00/);
    const arabic = await textOf(await openPage(await tokenOf(third!)));
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain("الإنجليزية اليومية");
    expect(arabic).toContain("رقم 3 في الدور");
    // The person may read it in another language.
    const english = await textOf(await openPage(await tokenOf(third!), "?lang=en"));
    expect(english).toContain("You're on the waitlist: number 3 in line.");
  });

  it("gives an approved person their calendar file and the way to cancel, behind a confirmation", async () => {
    onAMonday();
    const session = await createSession();
    const [request] = await createRequests(session.id, ["approved"]);
    const token = await tokenOf(request!);
    const page = await textOf(await openPage(token));
    expect(page).toContain("Your spot is confirmed.");
    expect(page).toContain(`href="${requestCalendarPath(token)}"`);
    expect(page).toContain(`href="/spot/${token}?step=cancel"`);
    expect(page).not.toContain('method="post"');
    const confirm = await textOf(await openPage(token, "?step=cancel"));
    expect(confirm).toContain("Cancel your spot in English small talk?");
    expect(confirm).toContain(`<form method="post" action="/spot/${token}/cancel">`);
    expect(confirm).toContain("Yes, cancel my spot");
    expect(confirm).toContain(`href="/spot/${token}">Keep my spot</a>`);
  });

  it("shows an open offer with its deadline and a claim button, and a lapsed one in words", async () => {
    onAMonday();
    const session = await createSession();
    const [offered, lapsed] = await createRequests(session.id, ["waitlisted", "waitlisted"]);
    await offer(offered!.id, new Date(Date.UTC(2026, 10, 24, 17, 30)));
    const token = await tokenOf(offered!);
    const page = await textOf(await openPage(token));
    expect(page).toContain("A seat is free for you until Tuesday 24 November at 18:30.");
    expect(page).toContain(`<form method="post" action="/spot/${token}/claim">`);
    await db().update(sessionRequest).set({ offerLapsedAt: new Date() }).where(eq(sessionRequest.id, lapsed!.id));
    const lapsedPage = await textOf(await openPage(await tokenOf(lapsed!)));
    expect(lapsedPage).toContain("Your offer lapsed; you're still on the waitlist: number 2 in line.");
    expect(lapsedPage).not.toContain("/claim");
  });

  it("names who cancelled", async () => {
    const session = await createSession();
    const [mine, team] = await createRequests(session.id, ["cancelled", "cancelled"]);
    await db().update(sessionRequest).set({ cancelledBy: "person" }).where(eq(sessionRequest.id, mine!.id));
    await db().update(sessionRequest).set({ cancelledBy: "admin" }).where(eq(sessionRequest.id, team!.id));
    expect(await textOf(await openPage(await tokenOf(mine!)))).toContain("You cancelled this spot.");
    const teamPage = await textOf(await openPage(await tokenOf(team!)));
    expect(teamPage).toContain("This request was cancelled by the team.");
    expect(teamPage).not.toContain("step=cancel");
  });

  it("says an unpublished session was cancelled, with nothing left to do and its calendar entry called off", async () => {
    const session = await createSession({ isPublished: false });
    const [approved, waiting] = await createRequests(session.id, ["approved", "waitlisted"]);
    await offer(waiting!.id, new Date(Date.now() + HOUR_MS));
    for (const row of [approved!, waiting!]) {
      const page = await textOf(await openPage(await tokenOf(row)));
      expect(page).toContain("This session has been cancelled.");
      expect(page).not.toContain("step=cancel");
      expect(page).not.toContain("/claim");
    }
    const calendar = await (await call(requestCalendarPath(await tokenOf(approved!)))).text();
    expect(calendar).toContain("STATUS:CANCELLED");
  });

  it("answers every link that opens nothing with the same page, in the visitor's language", async () => {
    const weekly = await createSession();
    const [live, erased] = await createRequests(weekly.id, ["approved", "pending"]);
    const liveToken = await tokenOf(live!);
    const erasedToken = await tokenOf(erased!);
    await db().update(sessionRequest).set({ linkKey: null }).where(eq(sessionRequest.id, erased!.id));
    // A one-off that ended an hour ago: its links are over.
    const past = await createSession({
      repeat: "once",
      repeatDays: [],
      startsAt: tunisLocal(new Date(Date.now() - 3 * HOUR_MS)),
      durationMinutes: 90,
    });
    const [over] = await createRequests(past.id, ["approved"]);
    await setLocale(over!.id, "ar");
    const tokens = [
      tampered(liveToken),
      `${liveToken.slice(0, 40)}.${"a".repeat(32)}`,
      "garbage",
      "12.abcdefghijklmnopqrstuvwxyz234567",
      erasedToken,
      await tokenOf(over!),
    ];
    const pages = await Promise.all(
      tokens.map(async (token) => {
        const res = await openPage(token, "", { "Accept-Language": "fr-FR,fr;q=0.9" });
        expect(res.status).toBe(404);
        expect(res.headers.get("Referrer-Policy")).toBe("same-origin");
        // The nonce differs per answer; the rest is one page.
        return (await textOf(res)).replace(/nonce="[^"]+"/, "");
      }),
    );
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]).toContain("Ce lien n'est pas valide (ou ne l'est plus)");
    expect(pages[0]).not.toContain("English small talk");
  });

  it("stays open while a one-off session is under way, with cancelling closed", async () => {
    const session = await createSession({
      repeat: "once",
      repeatDays: [],
      startsAt: tunisLocal(new Date(Date.now() - HOUR_MS / 2)),
      durationMinutes: 90,
    });
    const [request] = await createRequests(session.id, ["approved"]);
    const res = await openPage(await tokenOf(request!));
    expect(res.status).toBe(200);
    expect(await textOf(res)).not.toContain("step=cancel");
  });
});
