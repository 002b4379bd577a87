import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CountedPage, LeadRow } from "../../schema/api";
import type { LeadStatus } from "../../schema/constants";
import { adminLeadsQuery } from "../../schema/inputs";
import { lead } from "../../schema/tables";
import { adminClient } from "../test/admins";
import { db, json } from "../test/helpers";
import { createRequests, createSession } from "../test/sessions";
import { badgeCounts } from "./counts";
import { countStatements } from "./leads";

type LeadValues = typeof lead.$inferInsert;

/** One statement a lead (D1 binds at most 100 values per statement), in one batch. */
async function insertLeads(rows: LeadValues[]) {
  const [first, ...others] = rows.map((row) => db().insert(lead).values(row));
  await db().batch([first!, ...others]);
}

/** Leads of every kind the counts tell apart: types, cities (and none), languages (and a repeated one), statuses, ages. */
function variedLeads(): LeadValues[] {
  const cities = ["Tunis", "Sfax", null];
  const languages = [["English"], ["French", "German"], [], ["German", "German"]];
  const statuses: LeadStatus[] = ["new", "contacted", "closed", "trial_booked"];
  return Array.from({ length: 23 }, (_, i) => ({
    userType: (["learner", "teacher", "cafe_owner", "contact"] as const)[i % 4]!,
    name: `Lead ${String(i).padStart(2, "0")}`,
    email: `lead${i}@example.tn`,
    city: cities[i % 3],
    languages: languages[i % 4],
    status: statuses[i % 5 === 0 ? 0 : i % 4]!,
    closedReason: statuses[i % 5 === 0 ? 0 : i % 4] === "closed" ? "spam" : null,
    // Some this hour, some days ago, one every 13 hours back: every age filter splits them.
    createdAt: new Date(Date.now() - i * 13 * 3_600_000),
  }));
}

/** What the tally holds, and the same counts taken from the leads themselves (a repeated language once). */
async function tallyAndRecount() {
  const tally = await env.DB.prepare(
    "select language, user_type, city, status, leads from lead_tally where leads <> 0 order by 1, 2, 3, 4",
  ).all();
  const recount = await env.DB.prepare(
    `select language, user_type, city, status, count(*) as leads from (
       select id, '' as language, user_type, coalesce(city, '') as city, status from lead
       union
       select lead.id, each.value, user_type, coalesce(city, ''), status from lead, json_each(lead.languages) as each
     ) group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  ).all();
  return { tally: tally.results, recount: recount.results };
}

const page = async (admin: Awaited<ReturnType<typeof adminClient>>, query: string) => {
  const res = await admin(`/api/admin/leads${query}`);
  expect(res.status).toBe(200);
  return json<CountedPage<LeadRow, LeadStatus>>(res);
};

describe("the Leads page's counts", () => {
  it("come from a tally that follows every insert, move, correction and delete of a lead", async () => {
    await insertLeads(variedLeads());
    let now = await tallyAndRecount();
    expect(now.tally).toEqual(now.recount);
    expect(now.tally.length).toBeGreaterThan(10);

    await db().update(lead).set({ status: "closed", closedReason: "spam" }).where(eq(lead.name, "Lead 01"));
    await db()
      .update(lead)
      .set({ city: "Sousse", languages: ["Arabic"] })
      .where(eq(lead.name, "Lead 02"));
    await db().update(lead).set({ userType: "teacher", name: "Renamed" }).where(eq(lead.name, "Lead 03"));
    await db().delete(lead).where(eq(lead.name, "Lead 04"));
    now = await tallyAndRecount();
    expect(now.tally).toEqual(now.recount);
  });

  it("are the leads' own counts under every filter, and every page reads the same from either end", async () => {
    const admin = await adminClient();
    await insertLeads(variedLeads());
    const everyLead = await db().select().from(lead);
    const queries = [
      "",
      "status=new",
      "type=learner",
      "city=Sfax",
      "type=teacher&city=Tunis",
      "language=German",
      "language=Chinese",
      "language=French&status=contacted",
      "age=24h",
      "age=7d&language=German&type=cafe_owner",
      "status=closed&age=30d",
      "sort=name&order=asc",
      "sort=city&order=desc&language=English",
      "q=lead1",
    ];
    for (const query of queries) {
      const whole = await page(admin, `?pageSize=100&${query}`);
      // The counts by status, taken from the leads the list shows under every status.
      const statusless = query.replace(/(^|&)status=\w+/, "");
      const all = statusless === query ? whole : await page(admin, `?pageSize=100&${statusless}`);
      const counted: Record<string, number> = {};
      for (const row of all.items) counted[row.status] = (counted[row.status] ?? 0) + 1;
      expect(Object.fromEntries(Object.entries(whole.counts).filter(([, n]) => n > 0)), query).toEqual(counted);
      expect(whole.total, query).toBe(whole.items.length);
      if (query === "") expect(whole.total).toBe(everyLead.length);
      // Page by page, three leads each: the pages past the middle are read from the end.
      const paged: string[] = [];
      for (let n = 1; n <= Math.ceil(whole.total / 3) + 1; n++) {
        const one = await page(admin, `?pageSize=3&page=${n}&${query}`);
        expect(one.total, `${query} page ${n}`).toBe(whole.total);
        paged.push(...one.items.map((row) => row.name));
      }
      expect(paged, query).toEqual(whole.items.map((row) => row.name));
    }
  });

  it("read the tally and ranges of indexes, never every lead", async () => {
    const queries = [{}, { type: "teacher", city: "Sfax" }, { language: "German" }, { status: "new", age: "24h" }];
    for (const raw of [...queries, { city: "Sfax", language: "Chinese", age: "7d" }, { type: "learner", age: "7d" }]) {
      const query = adminLeadsQuery.parse(raw);
      for (const statement of countStatements(db(), query, Date.now())) {
        const { sql, params } = statement.toSQL();
        const { results } = await env.DB.prepare(`explain query plan ${sql}`)
          .bind(...params)
          .all<{ detail: string }>();
        const plan = results.map((row) => row.detail).join("\n");
        expect(plan, sql).not.toMatch(/\bSCAN\b/);
        expect(plan, sql).toMatch(
          /SEARCH (lead_tally|lead USING (COVERING )?INDEX lead_(status|type)_created_at_idx \((status|user_type)=\? AND created_at>\?\))/,
        );
      }
    }
  });
});

describe("the navigation's badges", () => {
  it("read ranges of indexes that hold what they count, and the sessions waited for one by one", async () => {
    for (const maxParticipants of [2, 3, 2]) {
      const session = await createSession({ maxParticipants, autoOffer: false });
      await createRequests(session.id, ["approved", "waitlisted", "waitlisted", "pending"]);
    }
    const { sql, params } = badgeCounts(db(), Date.now()).toSQL();
    const { results } = await env.DB.prepare(`explain query plan ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    // Every table read is a range of a covering index, rows by id or the tally's few rows (the
    // CTE's own rows aside).
    const reads = results
      .map((row) => row.detail)
      .filter((detail) => /^(SEARCH|SCAN) (?!\(subquery|CONSTANT ROW|waited)/.test(detail));
    for (const read of reads) {
      expect(read).toMatch(/^SEARCH (\w+ USING (COVERING INDEX|INTEGER PRIMARY KEY)|lead_tally USING INDEX)/);
    }
    expect(reads.join("\n")).toMatch(/session_request_status_session_idx \(status=\? AND session_id>\?\)/);
    expect(reads.join("\n")).toMatch(/lead_status_created_at_idx \(status=\? AND created_at>\?\)/);
    expect(reads.join("\n")).toMatch(/audit_entry_action_idx \(action=\? AND at>\?\)/);
    const [counts] = await badgeCounts(db(), Date.now());
    expect(Number(counts?.seatsToOffer)).toBe(3);
  });
});
