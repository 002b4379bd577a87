/**
 * `npm run bench:admin`: every back-office list (leads, requests, sessions, subscribers, outbox,
 * the audit log, its entries' records included) and the People page's search, answered by the
 * real Worker in workerd (wrangler dev) over local D1, with 20 rows in each table (the baseline)
 * and with 50,000, two servers side by side in the same run. For each list and each kind of page
 * an admin asks for (the first page, a page deep in the list, a filter, a sort on another column,
 * a search), it prints the median and 95th-percentile answer time and the ratio of the 50,000-row
 * median to the 20-row one, measured at the Worker's own port (as bench:api does); words after
 * `--` measure only the lists they name. Rows are generated inside
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

/** The cafés the generated sessions are held in. */
const CAFES = 97;
const FIRST_CAFE_ID = 100_001;

/** Rows from..to of every list's table; times spread over the last 200 days. */
function rowsSql(from: number, to: number): string {
  const at = "(cast(unixepoch('now') * 1000 as integer) - i * 345600)";
  const pick = (values: string[]) =>
    `(CASE i % ${values.length} ${values.map((v, k) => `WHEN ${k} THEN '${v}'`).join(" ")} END)`;
  return [
    // 97 cafés (ids from 100001), made once: the sessions are spread over them and take their city.
    generated(
      0,
      CAFES,
      "INSERT OR IGNORE INTO cafe (id, name, address, city)",
      `${FIRST_CAFE_ID - 1} + i, 'Café ' || i, 'Street ' || i, ${pick(["Tunis", "Sfax", "Sousse", "Bizerte", "Nabeul"])}`,
    ),
    generated(
      from,
      to,
      "INSERT INTO language_session (title, language, level, cafe_id, starts_at, repeat, repeat_days, max_participants, is_published, created_at, updated_at)",
      `'Session ' || i, ${pick(["English", "French", "German", "Spanish"])}, ${pick(["Beginner", "Intermediate", "Advanced"])}, ${FIRST_CAFE_ID} + i % ${CAFES}, ${pick(["2026-01-03T10:00", "2026-01-06T18:30", "2026-01-04T11:00"])}, 'weekly', ${pick(['["SA"]', '["TU"]', '["SU"]'])}, 6, i % 2, ${at}, ${at}`,
    ),
    // Most leads answered long ago, a few still waiting (the pipeline's statuses, in a busy team's proportions).
    generated(
      from,
      to,
      "INSERT INTO lead (user_type, name, email, city, languages, contact_method, whatsapp_number, status, closed_reason, created_at)",
      `${pick(["learner", "teacher", "cafe_owner", "contact"])}, 'Lead ' || i, 'lead' || i || '@example.tn', ${pick(["Tunis", "Sfax", "Sousse"])}, ${pick(['["English"]', '["French","German"]', '["English","Spanish"]'])}, 'email', '+216 ' || (20000000 + i), ${pick(["contacted", "closed", "contacted", "new", "closed", "contacted", "closed"])}, CASE WHEN i % 7 IN (1, 4, 6) THEN ${pick(["not_interested", "no_reply", "spam", "duplicate", "other", "unreachable", "chose_elsewhere"])} END, ${at}`,
    ),
    // A note about every other lead just added.
    `INSERT INTO lead_note (lead_id, body, created_at) SELECT id, 'Called, will come on Saturday', created_at FROM lead
      WHERE id > (SELECT coalesce(max(lead_id), 0) FROM lead_note) AND id % 2 = 0;`,
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
    status: "?status=contacted",
    "waiting 24 h": "?status=new&age=24h",
    "status, type, language, age": "?status=closed&type=learner&language=German&age=7d",
    "one city": "?city=Sfax",
    "one language": "?language=German",
    "a language nobody chose": "?language=Chinese",
    sort: "?sort=name&order=asc",
    search: "?q=lead4999",
    "search and status": "?q=lead4999&status=new",
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

/**
 * `npm run bench:admin -- leads counts`: only the lists whose path names one of these words, for a
 * quick run (every table is seeded all the same); none measures every list.
 */
const ONLY = process.argv.slice(2);
const measured = (list: string) => ONLY.length === 0 || ONLY.some((word) => list.includes(word));

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

type Timing = { median: number; p95: number; total: number | undefined };
type Answer = { total?: number; pageSize: number; items: { id: number }[]; people?: unknown[] };

/** One server seeded with `size` rows per table, signed in, read at the Worker's own port. */
async function seededServer(size: number, built: boolean) {
  const app = await serveSeededBuild(`bench-admin-${size}`, { EMAIL_SEND_IMMEDIATELY: "false" }, undefined, { built });
  executeSql(rowsSql(0, size), app.state);
  // Measured at the Worker itself, not through wrangler dev's proxy (which production does not have).
  const base = await app.server.runtimeUrl();
  const headers = { Cookie: await signInCookie(app.base, app.admin) };
  const get = async (path: string): Promise<Answer> => {
    const res = await fetch(`${base}${path}`, { headers });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    const answer = (await res.json()) as Answer;
    // The people search answers who it found, not a page.
    return { ...answer, total: answer.total ?? answer.people?.length };
  };
  const [requested] = (await get("/api/admin/session-requests?pageSize=1")).items as unknown as { sessionId: number }[];
  /** A query of QUERIES as this server's data makes it: its last page, its requested session. */
  const pathOf = async (list: string, query: string) => {
    // A list's last page, for the queries that ask for it (the people search is no list: it has none).
    const { total, pageSize } = query.includes("{last}") ? await get(list) : { total: 0, pageSize: 1 };
    const last = Math.max(1, Math.ceil((total ?? 0) / pageSize));
    return `${list}${query.replace("{last}", String(last)).replace("{session}", String(requested?.sessionId ?? 1))}`;
  };
  return { get, pathOf, close: app.close };
}

const timing = (times: number[], total: number | undefined): Timing => {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), total };
};

// Both sizes served at once and asked in turn, request by request: on a machine others share, a
// change of load slows both alike instead of one size's half of the run.
const [small, large] = SIZES as [number, number];
const servers: Awaited<ReturnType<typeof seededServer>>[] = [];
const results = new Map<string, [Timing, Timing]>();

try {
  for (const size of SIZES) servers.push(await seededServer(size, servers.length > 0));
  for (const [list, queries] of Object.entries(QUERIES).filter(([list]) => measured(list))) {
    for (const [name, query] of Object.entries(queries)) {
      const paths = await Promise.all(servers.map((server) => server.pathOf(list, query)));
      const times: [number[], number[]] = [[], []];
      const totals: (number | undefined)[] = [];
      for (const [i, server] of servers.entries()) await server.get(paths[i]!); // warm: code and SQLite's pages
      for (let round = 0; round < ROUNDS; round++) {
        for (const [i, server] of servers.entries()) {
          const started = performance.now();
          totals[i] = (await server.get(paths[i]!)).total;
          times[i]!.push(performance.now() - started);
        }
      }
      results.set(`${list} ${name}`, [timing(times[0], totals[0]), timing(times[1], totals[1])]);
    }
  }

  console.log(
    `\nAdmin lists (wrangler dev + local D1, ${small} and ${large.toLocaleString("en")} rows served side by side, ${ROUNDS} requests to each in turn, after one warm-up; ms)\n`,
  );
  console.log(
    `${"list and page".padEnd(44)} ${`${small} rows: median`.padStart(17)} ${"p95".padStart(6)} ${`${large.toLocaleString("en")}: median`.padStart(16)} ${"p95".padStart(6)} ${"matched".padStart(8)} ${"ratio".padStart(6)}`,
  );
  for (const [key, [a, b]] of results) {
    console.log(
      `${key.replace("/api/admin/", "").padEnd(44)} ${a.median.toFixed(1).padStart(17)} ${a.p95.toFixed(1).padStart(6)} ${b.median.toFixed(1).padStart(16)} ${b.p95.toFixed(1).padStart(6)} ${String(b.total ?? "—").padStart(8)} ${`×${(b.median / a.median).toFixed(2)}`.padStart(6)}`,
    );
  }
} finally {
  for (const server of servers) server.close();
}
