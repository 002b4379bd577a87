/**
 * `npm run bench:admin`: every back-office list (leads, requests, sessions, subscribers, outbox,
 * the audit log, its entries' records included) and the People page's search, answered by the
 * real Worker in workerd (wrangler dev) over local D1, first with 20 rows in each table (the
 * baseline), then with 50,000, in the same run. For each list and each kind of page an admin asks
 * for (the first page, a page deep in the list, a filter, a sort on another column, a search), it
 * prints the median and 95th-percentile answer time and the ratio of the 50,000-row median to the
 * 20-row one, measured at the Worker's own port (as bench:api does). Rows are generated inside
 * SQLite (a recursive CTE), so seeding 300,000 rows takes seconds.
 */
import { executeSql } from "./lib/local-db.ts";
import { serveSeededBuild, signInCookie } from "./lib/serve.ts";

const SIZES = [20, 50_000];
const ROUNDS = 25;
/** Requests go to the first sessions, as a real week's would (a prime, so each gets every status). */
const REQUESTED_SESSIONS = 41;

/** `INSERT … SELECT` of rows `from`+1 … `to`, each row made from its number `i`. */
const generated = (from: number, to: number, insert: string, select: string) =>
  `WITH RECURSIVE n(i) AS (SELECT ${from + 1} UNION ALL SELECT i + 1 FROM n WHERE i < ${to}) ${insert} SELECT ${select} FROM n;`;

/** Rows from..to of every list's table; times spread over the last 200 days. */
function rowsSql(from: number, to: number): string {
  const at = "(cast(unixepoch('now') * 1000 as integer) - i * 345600)";
  const pick = (values: string[]) =>
    `(CASE i % ${values.length} ${values.map((v, k) => `WHEN ${k} THEN '${v}'`).join(" ")} END)`;
  return [
    generated(
      from,
      to,
      "INSERT INTO language_session (title, language, level, city, cafe_name, schedule, max_participants, is_published, created_at, updated_at)",
      `'Session ' || i, ${pick(["English", "French", "German", "Spanish"])}, ${pick(["Beginner", "Intermediate", "Advanced"])}, ${pick(["Tunis", "Sfax", "Sousse", "Bizerte", "Nabeul"])}, 'Café ' || (i % 97), ${pick(["Saturdays 10:00", "Tuesdays 18:30", "Sundays 11:00"])}, 6, i % 2, ${at}, ${at}`,
    ),
    generated(
      from,
      to,
      "INSERT INTO lead (user_type, name, email, city, languages, contact_method, whatsapp_number, created_at)",
      `${pick(["learner", "teacher", "cafe_owner", "contact"])}, 'Lead ' || i, 'lead' || i || '@example.tn', ${pick(["Tunis", "Sfax", "Sousse"])}, '["English"]', 'email', '+216 ' || (20000000 + i), ${at}`,
    ),
    generated(
      from,
      to,
      "INSERT INTO session_request (session_id, name, email, phone, level, status, locale, created_at, updated_at)",
      `(SELECT min(id) FROM language_session) + i % ${REQUESTED_SESSIONS}, 'Learner ' || i, 'learner' || i || '@example.tn', (50000000 + i), 'beginner', ${pick(["pending", "waitlisted", "cancelled", "pending"])}, 'en', ${at}, ${at}`,
    ),
    generated(
      from,
      to,
      "INSERT INTO newsletter_subscriber (email, name, is_active, subscribed_at, unsubscribe_token_hash)",
      `'reader' || i || '@example.tn', 'Reader ' || i, i % 3 > 0, ${at}, 'bench-' || i`,
    ),
    generated(
      from,
      to,
      "INSERT INTO email_outbox (kind, recipient, subject, html, text, status, dedupe_key, created_at, updated_at)",
      `${pick(["lead_copy", "newsletter_confirmation", "session_request_received"])}, 'reader' || i || '@example.tn', 'Subject ' || i, '', '', ${pick(["sent", "sent", "sent", "dead", "pending"])}, 'bench-' || i, ${at}, ${at}`,
    ),
    // The audit log: a year of a busy back office is about this many entries.
    generated(
      from,
      to,
      "INSERT INTO audit_entry (at, actor_email, action, target_type, target_id, changes)",
      `${at}, ${pick(["leila@cafetalk.tn", "sami@cafetalk.tn", "nour@cafetalk.tn"])}, ${pick(["update", "create", "update", "delete"])}, ${pick(["pricing_plan", "language_session", "session_request", "faq", "seo_settings"])}, CAST(i % 500 AS TEXT), '{"capitalPrice":{"before":21,"after":25}}'`,
    ),
  ].join("\n");
}

/** What an admin asks of each list. `{last}` is replaced by its last page. */
const QUERIES: Record<string, Record<string, string>> = {
  "/api/admin/leads": {
    "first page": "",
    "last page": "?page={last}",
    filter: "?type=teacher&city=Sfax",
    sort: "?sort=name&order=asc",
    search: "?q=lead4999",
  },
  "/api/admin/session-requests": {
    "first page": "",
    "last page": "?page={last}",
    filter: "?status=waitlisted&sessionId={session}",
    sort: "?sort=name&order=asc",
    search: "?q=learner4999",
  },
  "/api/admin/sessions": {
    "first page": "",
    "last page": "?page={last}",
    filter: "?status=published&city=Sfax",
    sort: "?sort=title&order=desc",
    search: "?q=Session%204999",
  },
  "/api/admin/newsletter": {
    "first page": "",
    "last page": "?page={last}",
    filter: "?status=pending",
    sort: "?sort=email&order=asc",
    search: "?q=reader4999",
  },
  "/api/admin/activity": {
    "first page": "",
    "last page": "?page={last}",
    filter: "?action=update&target=pricing_plan",
    "who, since": `?actor=sami@cafetalk.tn&from=${new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)}`,
    record: "?target=session_request&targetId=42",
  },
  // The People page's search, across leads, requests and subscribers: a name, a family name, an
  // address, a number written another way than stored, and two letters that match thousands.
  "/api/admin/people/search": {
    name: "?q=Lead%204999",
    "family name": "?q=4999",
    address: "?q=reader4999",
    phone: "?q=%2B216%2020004999",
    "two letters": "?q=le",
  },
  // Not lists, but read on every page (the badges) and on the dashboard, from the same tables.
  "/api/admin/counts": { badges: "" },
  "/api/admin/dashboard": { "one call": "" },
  "/api/admin/outbox": {
    "first page": "",
    "last page": "?page={last}",
    filter: "?status=dead",
    sort: "?sort=recipient&order=asc",
    search: "?q=reader4999",
  },
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const {
  base: proxied,
  server,
  admin,
  state,
  close,
} = await serveSeededBuild("bench-admin", {
  EMAIL_SEND_IMMEDIATELY: "false",
});
// Measured at the Worker itself, not through wrangler dev's proxy (which production does not have).
const base = await server.runtimeUrl();

type Timing = { median: number; p95: number; total: number | undefined };
const results = new Map<string, Map<number, Timing>>();

try {
  const cookie = await signInCookie(proxied, admin);
  const headers = { Cookie: cookie };
  const get = async (path: string) => {
    const res = await fetch(`${base}${path}`, { headers });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    const answer = (await res.json()) as {
      total?: number;
      pageSize: number;
      items: { id: number }[];
      people?: unknown[];
    };
    // The people search answers who it found, not a page.
    return { ...answer, total: answer.total ?? answer.people?.length };
  };

  let seeded = 0;
  for (const size of SIZES) {
    executeSql(rowsSql(seeded, size), state);
    seeded = size;
    const [requested] = (await get("/api/admin/session-requests?pageSize=1")).items as unknown as {
      sessionId: number;
    }[];
    for (const [list, queries] of Object.entries(QUERIES)) {
      // A list's last page, for the queries that ask for it (the search is no list: it has none).
      const { total, pageSize } = "last page" in queries ? await get(list) : { total: 0, pageSize: 1 };
      const last = Math.max(1, Math.ceil((total ?? 0) / pageSize));
      for (const [name, query] of Object.entries(queries)) {
        const path = `${list}${query.replace("{last}", String(last)).replace("{session}", String(requested?.sessionId ?? 1))}`;
        await get(path); // warm: the isolate's code and SQLite's pages
        const times: number[] = [];
        let answered: number | undefined;
        for (let round = 0; round < ROUNDS; round++) {
          const started = performance.now();
          answered = (await get(path)).total;
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        const key = `${list} ${name}`;
        if (!results.has(key)) results.set(key, new Map());
        results.get(key)!.set(size, { median: percentile(times, 0.5), p95: percentile(times, 0.95), total: answered });
      }
    }
    console.log(`  ${size.toLocaleString("en")} rows per table measured`);
  }

  const [small, large] = SIZES as [number, number];
  console.log(`\nAdmin lists (wrangler dev + local D1, ${ROUNDS} sequential requests each, after one warm-up; ms)\n`);
  console.log(
    `${"list and page".padEnd(44)} ${`${small} rows: median`.padStart(17)} ${"p95".padStart(6)} ${`${large.toLocaleString("en")}: median`.padStart(16)} ${"p95".padStart(6)} ${"matched".padStart(8)} ${"ratio".padStart(6)}`,
  );
  for (const [key, bySize] of results) {
    const a = bySize.get(small)!;
    const b = bySize.get(large)!;
    console.log(
      `${key.replace("/api/admin/", "").padEnd(44)} ${a.median.toFixed(1).padStart(17)} ${a.p95.toFixed(1).padStart(6)} ${b.median.toFixed(1).padStart(16)} ${b.p95.toFixed(1).padStart(6)} ${String(b.total ?? "—").padStart(8)} ${`×${(b.median / a.median).toFixed(2)}`.padStart(6)}`,
    );
  }
} finally {
  close();
}
