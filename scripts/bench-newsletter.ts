/**
 * `npm run bench:newsletter`: a newsletter to 1,000 (the baseline), 10,000 and 100,000
 * subscribers in one run, against the real Worker in workerd (wrangler dev) and local D1, with the
 * capture transport. For each size it prints:
 * - the time until the admin's "start" of a draft is answered;
 * - the drain: cron runs, wall time and emails per second until every email is sent;
 * - the memory of one cron run: the isolate's used V8 heap, read through the inspector (DevTools
 *   protocol, scripts/lib/inspector.ts). Before a measured run a heap snapshot forces a full
 *   collection; the heap then is what stays live between runs, and its peak above that while the
 *   run goes on is what the run itself needs. Six runs are measured, spread over the campaign
 *   (the others run unobserved, so the drain rate is not slowed). The admin's request is read the
 *   same way but without the collection before it, which would leave V8's code cold and slow it;
 * - the outbox's bytes per recipient: the pages of `email_outbox` and its indexes in D1's own
 *   SQLite file (its `dbstat` table), after the campaign minus before, per recipient.
 * The larger sizes are compared with the baseline measured in the same run.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { testSecrets } from "./lib/dev-vars.ts";
import { connectInspector, heapDuring } from "./lib/inspector.ts";
import { executeSql } from "./lib/local-db.ts";
import { buildApp, freePort } from "./lib/run.ts";
import { serveWorker, signInCookie } from "./lib/serve.ts";
import { seedLocal } from "./seed.ts";

const SIZES = [1_000, 10_000, 100_000];
const OUTBOX_BYTES_TARGET = 300;
const locales = ["en", "fr", "ar"];

function subscribersSql(from: number, to: number): string {
  const statements: string[] = [];
  for (let start = from; start < to; start += 500) {
    const rows: string[] = [];
    for (let i = start; i < Math.min(to, start + 500); i++) {
      rows.push(`('bench${i}@example.tn', '${locales[i % 3]}', 1, 'bench-hash-${i}')`);
    }
    statements.push(
      `INSERT INTO newsletter_subscriber (email, locale, is_active, unsubscribe_token_hash) VALUES ${rows.join(",\n")};`,
    );
  }
  return statements.join("\n");
}

/** Bytes of the outbox table and its indexes, read from D1's SQLite file. */
function outboxBytes(state: string): number {
  const dir = join(state, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`no D1 database in ${dir}`);
  const db = new DatabaseSync(join(dir, file), { readOnly: true });
  try {
    const row = db
      .prepare(
        "SELECT sum(pgsize) AS bytes FROM dbstat WHERE name IN (SELECT name FROM sqlite_master WHERE tbl_name = 'email_outbox')",
      )
      .get() as { bytes: number };
    return row.bytes;
  } finally {
    db.close();
  }
}

const MB = 1024 * 1024;
const state = mkdtempSync(join(tmpdir(), "cafe-talk-bench-"));
buildApp();
const admin = await seedLocal({ persistTo: state });
const port = await freePort();
const inspectorPort = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await serveWorker({
  port,
  persistTo: state,
  inspectorPort,
  quiet: true,
  // Only the cron sends, so the admin's answer and the drain are measured apart.
  vars: { PUBLIC_BASE_URL: base, EMAIL_SEND_IMMEDIATELY: "false", ...testSecrets() },
});

interface Result {
  size: number;
  answerMs: number;
  answerHeapMb: number;
  drainMs: number;
  runs: number;
  /** The largest live heap before a measured run, and the largest peak above it during one. */
  liveMb: number;
  runPeakMb: number;
  bytesPerRecipient: number;
}

const MEASURED_RUNS = 6;

try {
  const cookie = await signInCookie(base, admin);
  const headers = { "Content-Type": "application/json", Origin: base, Cookie: cookie };
  const inspector = await connectInspector(inspectorPort);

  const results: Result[] = [];
  let created = 0;
  for (const size of SIZES) {
    executeSql(subscribersSql(created, size), state);
    created = size;
    const bytesBefore = outboxBytes(state);

    const drafted = await fetch(`${base}/api/admin/newsletter/campaigns`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        subjectEn: `Bench ${size}`,
        bodyEn: "Hello!\n\nA benchmark issue.",
        subjectFr: "Essai",
        bodyFr: "Bonjour !",
        subjectAr: "تجربة",
        bodyAr: "مرحبا",
      }),
    });
    if (drafted.status !== 201) throw new Error(`draft failed: ${drafted.status} ${await drafted.text()}`);
    const { id: campaignId } = (await drafted.json()) as { id: number };

    const answered = await heapDuring(
      inspector,
      () => fetch(`${base}/api/admin/newsletter/campaigns/${campaignId}/start`, { method: "POST", headers }),
      // Timed warm, as an admin meets it: no collection just before (its heap is read all the same).
      { collect: false },
    );
    const send = answered.result;
    if (send.status !== 202) throw new Error(`start failed: ${send.status} ${await send.text()}`);
    const { recipients } = (await send.json()) as { recipients: number };
    if (recipients !== size) throw new Error(`expected ${size} recipients, got ${recipients}`);

    const expectedRuns = Math.ceil(size / 500);
    const stride = Math.max(1, Math.floor(expectedRuns / MEASURED_RUNS));
    let drainMs = 0;
    let runs = 0;
    const measured: { live: number; peakAbove: number }[] = [];
    for (;;) {
      if (runs % stride === 0 && measured.length < MEASURED_RUNS) {
        const run = await heapDuring(inspector, () => server.triggerCron());
        measured.push(run);
        drainMs += run.ms;
      } else {
        const started = performance.now();
        await server.triggerCron();
        drainMs += performance.now() - started;
      }
      runs++;
      const progress = (await (await fetch(`${base}/api/admin/newsletter/campaigns`, { headers })).json()) as {
        id: number;
        queued: number;
        sent: number;
        failed: number;
      }[];
      const mine = progress.find((c) => c.id === campaignId)!;
      if (mine.queued === 0) {
        if (mine.sent !== size) throw new Error(`expected ${size} sent, got ${mine.sent} (failed ${mine.failed})`);
        break;
      }
      if (runs > 1000) throw new Error("drain did not finish");
    }
    results.push({
      size,
      answerMs: answered.ms,
      answerHeapMb: answered.peakAbove / MB,
      drainMs,
      runs,
      liveMb: Math.max(...measured.map((run) => run.live)) / MB,
      runPeakMb: Math.max(...measured.map((run) => run.peakAbove)) / MB,
      bytesPerRecipient: (outboxBytes(state) - bytesBefore) / size,
    });
    console.log(`  ${size.toLocaleString("en")} done`);
  }
  inspector.close();

  const fixed = (value: number, digits = 1) => value.toFixed(digits);
  console.log("\nNewsletter benchmark (capture transport, wrangler dev + local D1)\n");
  console.log(
    "recipients  answer (ms)  answer heap (MB)  cron runs  drain (s)  emails/s  live heap (MB)  run heap above it (MB)  outbox bytes/recipient",
  );
  for (const r of results) {
    console.log(
      `${r.size.toLocaleString("en").padStart(10)}  ${fixed(r.answerMs, 0).padStart(11)}  ${fixed(r.answerHeapMb, 2).padStart(16)}  ${String(r.runs).padStart(9)}  ${fixed(r.drainMs / 1000).padStart(9)}  ${fixed((r.size / r.drainMs) * 1000, 0).padStart(8)}  ${fixed(r.liveMb).padStart(14)}  ${fixed(r.runPeakMb).padStart(22)}  ${fixed(r.bytesPerRecipient, 0).padStart(22)}`,
    );
  }
  const [baseline] = results as [Result];
  console.log("\nAgainst the 1,000 baseline of this run:");
  for (const r of results.slice(1)) {
    console.log(
      `  ${r.size.toLocaleString("en")}: answer ×${fixed(r.answerMs / baseline.answerMs, 2)}, drain per email ×${fixed(r.drainMs / r.size / (baseline.drainMs / baseline.size), 2)}, run heap ×${fixed(r.runPeakMb / baseline.runPeakMb, 2)}, live heap ×${fixed(r.liveMb / baseline.liveMb, 2)}, bytes per recipient ×${fixed(r.bytesPerRecipient / baseline.bytesPerRecipient, 2)}`,
    );
  }
  const over = results.filter((r) => r.bytesPerRecipient > OUTBOX_BYTES_TARGET);
  if (over.length > 0) {
    console.log(`\nOutbox bytes per recipient above the ${OUTBOX_BYTES_TARGET}-byte target.`);
    process.exitCode = 1;
  }
} finally {
  server.stop();
  rmSync(state, { recursive: true, force: true });
}
