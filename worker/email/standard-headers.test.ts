import { env } from "cloudflare:workers";
import PostalMime, { type Email } from "postal-mime";
import { describe, expect, it, vi } from "vitest";
import { emailOutbox } from "../../schema/tables";
import { expandCampaigns } from "../newsletter/expand";
import { createAdmin, postJson } from "../test/admins";
import { startedCampaign } from "../test/campaigns";
import { db } from "../test/helpers";
import { addSubscribers } from "../test/newsletter";
import { drainOutbox } from "./drain";
import { mimeMessage } from "./transports/cloudflare";
import { mailChannelsTransport } from "./transports/mailchannels";
import type { OutgoingEmail, Transport } from "./transports/types";

const from = { email: env.EMAIL_FROM, name: env.EMAIL_FROM_NAME };
const dkim = {
  dkim_domain: "cafetalk.tn",
  dkim_selector: "mcdkim",
  dkim_private_key: "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC",
};

/** Long enough that each needs several RFC 2047 encoded-words. */
const issue = {
  subjectEn: "Our first conversation sessions in Sfax start next week, book your seat now",
  bodyEn: "Hello!\n\nSessions start next week.",
  subjectFr: "Nos premières séances de conversation à Sfax commencent très bientôt : réservez",
  bodyFr: "Bonjour !\n\nLes séances commencent la semaine prochaine.",
  subjectAr: "جلسات المحادثة الأولى في صفاقس تبدأ الأسبوع القادم، سجّلوا الآن",
  bodyAr: "مرحبا!\n\nتبدأ الجلسات الأسبوع القادم.",
};

/** A lead's two emails (the visitor's copy, the team's note) and the campaign's three issues, queued. */
async function queueLeadAndCampaign() {
  const lead = await postJson("/api/leads", {
    userType: "learner",
    name: "Amira Ben Salah",
    email: "amira@example.tn",
    city: "Sfax",
    languages: ["English"],
    level: "intermediate",
    contactMethod: "email",
    trialSession: true,
    locale: "fr",
  });
  expect(lead.status).toBe(201);
  await addSubscribers(3);
  const { id: campaignId } = await startedCampaign(await createAdmin(), issue);
  await expandCampaigns(db());
  return campaignId;
}

/** Drains the outbox through `send`, keeping what it was given by recipient and kind of email. */
async function drainThrough(send: (email: OutgoingEmail) => Promise<void>) {
  const transport: Transport = async (email) => {
    await send(email);
    return { ok: true, providerMessageId: crypto.randomUUID() };
  };
  expect(await drainOutbox(env, { transport })).toMatchObject({ sent: 5, dead: 0, held: 0 });
}

const header = (parsed: Email, name: string) => parsed.headers.find((h) => h.key === name.toLowerCase())?.value;

describe("mail as a provider reads it, through the send_email transport", () => {
  it("carries every header a mail client and a provider read, and both parts", async () => {
    const campaignId = await queueLeadAndCampaign();
    const raws = new Map<string, string>();
    await drainThrough(async (email) => {
      raws.set(email.to, mimeMessage(email, from).raw);
    });
    const parsed = async (to: string) => PostalMime.parse(raws.get(to)!);

    const note = await parsed(env.TEAM_EMAIL);
    expect(note.from).toEqual({ address: "hello@cafetalk.tn", name: "Café Talk" });
    expect(note.to).toEqual([{ address: env.TEAM_EMAIL, name: "" }]);
    // The team's "reply" reaches the visitor.
    expect(note.replyTo).toEqual([{ address: "amira@example.tn", name: "" }]);
    expect(header(note, "Auto-Submitted")).toBe("auto-generated");
    expect(note.subject).toContain("Amira Ben Salah");
    expect(header(await parsed("amira@example.tn"), "Auto-Submitted")).toBe("auto-generated");

    const fr = await parsed("reader1@example.tn");
    expect(fr.subject).toBe(issue.subjectFr);
    expect(fr.text).toContain("Les séances commencent la semaine prochaine.");
    expect(fr.html).toContain('lang="fr"');
    const ar = await parsed("reader2@example.tn");
    expect(ar.subject).toBe(issue.subjectAr);
    expect(ar.text).toContain("تبدأ الجلسات الأسبوع القادم.");
    for (const reader of [fr, ar]) {
      expect(header(reader, "List-Unsubscribe")).toMatch(
        /^<http:\/\/localhost:8787\/api\/newsletter\/one-click\/\d+\.[a-z2-7]{52}>$/,
      );
      expect(header(reader, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      expect(header(reader, "List-Id")).toBe('"Cafe Talk newsletter" <newsletter.cafetalk.tn>');
      expect(header(reader, "Feedback-ID")).toBe(`${campaignId}:newsletter:cafetalk.tn`);
      // A newsletter is written by people: it is a list, not automatic mail.
      expect(header(reader, "Auto-Submitted")).toBeUndefined();
    }
  });

  it("writes lines, encoded-words and the date as RFC 5322 and 2047 require", async () => {
    await queueLeadAndCampaign();
    const raws: string[] = [];
    await drainThrough(async (email) => {
      raws.push(mimeMessage(email, from).raw);
    });
    for (const raw of raws) {
      // CRLF only: no bare LF, no bare CR.
      expect(raw).not.toMatch(/[^\r]\n|\r[^\n]/);
      const head = raw.slice(0, raw.indexOf("\r\n\r\n"));
      for (const line of head.split("\r\n")) {
        // Folded at every space it allows; only a word no fold can break (a one-click URL) runs longer.
        if (line.length > 78) expect(line).toMatch(/^[\w-]+: \S{71,}$/);
        expect(line.length).toBeLessThanOrEqual(998);
      }
      for (const word of head.match(/=\?[^?]+\?[BQ]\?[^?]*\?=/gi) ?? []) expect(word.length).toBeLessThanOrEqual(75);
      expect(head).toMatch(
        /^Date: (Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} \+0000$/m,
      );
      expect(head).toMatch(/^MIME-Version: 1\.0$/m);
      expect(head).toMatch(/^Message-ID: <[^@\s>]+@cafetalk\.tn>$/m);
    }
    // The French and Arabic subjects each took several encoded-words, folded onto lines of their own.
    expect(
      raws.filter((raw) => /^Subject: =\?UTF-8\?B\?\S+\?=\r\n =\?UTF-8\?B\?/m.test(raw)).length,
    ).toBeGreaterThanOrEqual(2);
  });
});

describe("mail as a provider reads it, through MailChannels", () => {
  it("puts Reply-To, the automatic mark and the list headers where MailChannels takes them", async () => {
    const campaignId = await queueLeadAndCampaign();
    const bodies = new Map<string, Record<string, unknown>>();
    const fetcher = vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      bodies.set(body.personalizations[0].to[0].email, body);
      return new Response(null, { status: 202 });
    });
    const send = mailChannelsTransport({ apiKey: "key", dkim }, from, fetcher as unknown as typeof fetch);
    await drainThrough(async (email) => {
      await send(email);
    });

    const note = bodies.get(env.TEAM_EMAIL)!;
    expect(note.reply_to).toEqual({ email: "amira@example.tn" });
    expect(note.headers).toEqual({ "Auto-Submitted": "auto-generated" });
    expect(note.personalizations).toEqual([{ to: [{ email: env.TEAM_EMAIL }], ...dkim }]);

    const fr = bodies.get("reader1@example.tn")!;
    expect(fr.subject).toBe(issue.subjectFr);
    expect(fr.headers).toEqual({
      "List-Unsubscribe": expect.stringMatching(
        /^<http:\/\/localhost:8787\/api\/newsletter\/one-click\/\d+\.[a-z2-7]{52}>$/,
      ),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "List-Id": '"Cafe Talk newsletter" <newsletter.cafetalk.tn>',
      "Feedback-ID": `${campaignId}:newsletter:cafetalk.tn`,
    });
    expect((await db().select().from(emailOutbox)).every((row) => row.status === "sent")).toBe(true);
  });
});
