import type { BrowserContextOptions } from "playwright-core";
import { beforeAll, describe, expect, inject } from "vitest";
import { localTarget } from "../scripts/lib/local-db.ts";
import { run } from "../scripts/lib/run.ts";
import { expectNoSeriousViolations } from "./axe.ts";
import { test as it } from "./fixtures.ts";
import { apiFromPage, DESKTOP, gotoPage, nextWeekday, PHONE } from "./helpers.ts";
import { validate } from "./html-checker.ts";

const baseUrl = inject("baseUrl");
const stateDir = inject("stateDir");

/** Rows written straight to the served local D1 with wrangler, as an operator would (the cafés' back office is another part of issue 38). */
function sql<T>(command: string): T[] {
  const output = run("wrangler", ["d1", "execute", "DB", ...localTarget(stateDir), "--command", command, "--json"], {
    quiet: true,
  });
  return (JSON.parse(output) as [{ results: T[] }])[0].results;
}

/** A café with a weekly session there, every Saturday at 18:00 from next Saturday: their paths. */
let paths: { session: string; cafe: string; sessionId: number };

beforeAll(() => {
  const [place] = sql<{ id: number }>(
    `INSERT INTO cafe (name, address, city, map_url, opening_note) VALUES ('Café des Nattes', 'Place Sidi Bou Saïd', 'Tunis', 'https://www.openstreetmap.org/?mlat=36.87&mlon=10.35', 'Terrace upstairs') RETURNING id`,
  );
  const [session] = sql<{ id: number }>(
    `INSERT INTO language_session (title, title_ar, description, language, level, cafe_id, starts_at, repeat, repeat_days, max_participants, is_published)
     VALUES ('Spanish by the sea', 'الإسبانية قرب البحر', 'Tapas and travel stories.', 'Spanish', 'Beginner', ${place!.id}, '${nextWeekday(6, "18:00")}', 'weekly', '["SA"]', 4, 1) RETURNING id`,
  );
  paths = {
    session: `/sessions/${session!.id}-spanish-by-the-sea`,
    cafe: `/cafes/${place!.id}-cafe-des-nattes`,
    sessionId: session!.id,
  };
});

const journeys = [
  {
    locale: "en",
    query: "",
    dir: "ltr",
    title: "Spanish by the sea",
    requestSpot: "Request a Spot",
    name: "Name",
    email: "Email",
    level: "Your level",
    submitted: "Request Submitted!",
    copy: "Copy link",
    copied: "Link copied",
    cafeLink: "About this café",
  },
  {
    locale: "ar",
    query: "?lang=ar",
    dir: "rtl",
    title: "الإسبانية قرب البحر",
    requestSpot: "اطلب مكانًا",
    name: "الاسم",
    email: "البريد الإلكتروني",
    level: "مستواك",
    submitted: "تم إرسال الطلب!",
    copy: "نسخ الرابط",
    copied: "تم نسخ الرابط",
    cafeLink: "عن هذا المقهى",
  },
] as const;

describe.each(journeys)("a shared session link opened fresh ($locale)", (journey) => {
  it("shows the session in its language and direction, sends a request, copies its link and leads to its café", async ({
    newContext,
    adminPage,
  }) => {
    // Written with SQL, the rows reach the public lists at an admin's next save, as any save does.
    await adminPage.goto(`${baseUrl}/admin`);
    await apiFromPage(adminPage, `/api/admin/sessions/${paths.sessionId}`, {
      method: "PATCH",
      body: { maxParticipants: 4 },
    });
    const context = await newContext(PHONE);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    const page = await context.newPage();
    await gotoPage(page, `${baseUrl}${paths.session}${journey.query}`);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      journey.locale,
      journey.dir,
    ]);
    await page.getByRole("heading", { level: 1, name: journey.title }).waitFor();

    await page.getByRole("button", { name: journey.requestSpot }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(journey.title).waitFor();
    await dialog.getByLabel(journey.name).fill(journey.locale === "en" ? "Amel Ben Salah" : "أمل بن صالح");
    await dialog.getByLabel(journey.email).fill(`amel.${journey.locale}.pages@example.tn`);
    await dialog.getByLabel(journey.level).selectOption("beginner");
    await dialog.getByRole("button", { name: journey.requestSpot }).click();
    const confirmation = page.getByRole("dialog", { name: journey.submitted });
    await confirmation.waitFor();
    await confirmation.getByRole("button").first().click();
    await confirmation.waitFor({ state: "detached" });

    await page.getByRole("button", { name: journey.copy }).click();
    await page.getByRole("status").filter({ hasText: journey.copied }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseUrl}${paths.session}${journey.query}`,
    );

    await page.getByRole("link", { name: journey.cafeLink }).click();
    await page.waitForURL(`${baseUrl}${paths.cafe}${journey.query}`);
    await page.getByRole("heading", { level: 1, name: "Café des Nattes" }).waitFor();
    await page.getByRole("link", { name: journey.title }).waitFor();
  });
});

describe("the session's and café's pages", () => {
  it.each([
    ["session", ""],
    ["session", "?lang=ar"],
    ["cafe", ""],
    ["cafe", "?lang=ar"],
  ] as const)("%s page %s: valid HTML", async (kind: "session" | "cafe", query) => {
    const res = await fetch(`${baseUrl}${paths[kind]}${query}`, {
      headers: { Accept: "text/html", Connection: "close" },
    });
    expect(res.status).toBe(200);
    const errors = validate(await res.text()).filter((message) => message.type === "error");
    expect(errors).toEqual([]);
  });

  it("offers a phone its share sheet and Messenger, and a computer neither, before any code comes", async ({
    newPage,
  }) => {
    const shown = async (size: BrowserContextOptions) => {
      const page = await newPage(size);
      await gotoPage(page, `${baseUrl}${paths.session}`);
      const share = page.getByRole("region", { name: "Share" });
      return share.getByRole("link").or(share.getByRole("button")).allInnerTexts();
    };
    expect(await shown(PHONE)).toEqual(["Share…", "WhatsApp", "Facebook", "Messenger", "Copy link"]);
    expect(await shown(DESKTOP)).toEqual(["WhatsApp", "Facebook", "Copy link"]);
  });

  const sizes: [string, BrowserContextOptions][] = [
    ["390", PHONE],
    ["1280", DESKTOP],
  ];
  it.for(
    sizes.flatMap(([width, size]) =>
      (["session", "cafe"] as const).flatMap((kind) =>
        (["", "?lang=ar"] as const).map((query) => ({ width, size, kind, query })),
      ),
    ),
  )("$kind page$query at $width px: no serious axe violation", async ({ size, kind, query }, { newPage }) => {
    const page = await newPage(size);
    await gotoPage(page, `${baseUrl}${paths[kind]}${query}`);
    await expectNoSeriousViolations(page);
  });
});
