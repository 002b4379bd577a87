/**
 * `npm run bench:newsletter`: how long queueing and draining a newsletter takes with the capture
 * transport, for 1,000 subscribers (the baseline) and 10,000 in the same run, against the real
 * Worker in workerd (wrangler dev) and local D1. Prints totals and the cost per email.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { testSecrets } from "./lib/dev-vars.ts";
import { executeSql } from "./lib/local-db.ts";
import { buildApp, freePort } from "./lib/run.ts";
import { serveWorker } from "./lib/serve.ts";
import { seedLocal } from "./seed.ts";

const SIZES = [1_000, 10_000];
const locales = ["en", "fr", "ar"];

function subscribersSql(from: number, to: number): string {
  const rows: string[] = [];
  for (let i = from; i < to; i++) {
    rows.push(`('bench${i}@example.tn', '${locales[i % 3]}', 1, 'bench-hash-${i}')`);
  }
  const statements: string[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    statements.push(
      `INSERT INTO newsletter_subscriber (email, locale, is_active, unsubscribe_token_hash) VALUES ${rows.slice(i, i + 500).join(",\n")};`,
    );
  }
  return statements.join("\n");
}

const state = mkdtempSync(join(tmpdir(), "cafe-talk-bench-"));
buildApp();
const admin = await seedLocal({ persistTo: state });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await serveWorker({
  port,
  persistTo: state,
  inspectorPort: await freePort(),
  quiet: true,
  // Only the cron drains, so queueing and draining are measured apart.
  vars: { PUBLIC_BASE_URL: base, EMAIL_SEND_IMMEDIATELY: "false", ...testSecrets() },
});

try {
  const login = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  const cookie = /cafe_session=[^;]+/.exec(login.headers.get("Set-Cookie") ?? "")?.[0];
  if (!cookie) throw new Error(`sign-in failed: ${login.status}`);
  const headers = { "Content-Type": "application/json", Origin: base, Cookie: cookie };

  const results: { size: number; queueMs: number; drainMs: number; runs: number }[] = [];
  let created = 0;
  for (const size of SIZES) {
    executeSql(subscribersSql(created, size), state);
    created = size;

    const queueStart = performance.now();
    const send = await fetch(`${base}/api/admin/newsletter/send`, {
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
    const queueMs = performance.now() - queueStart;
    if (send.status !== 202) throw new Error(`send failed: ${send.status} ${await send.text()}`);
    const { campaignId, recipients } = (await send.json()) as { campaignId: number; recipients: number };
    if (recipients !== size) throw new Error(`expected ${size} recipients, got ${recipients}`);

    const drainStart = performance.now();
    let runs = 0;
    for (;;) {
      await server.triggerCron();
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
      if (runs > 500) throw new Error("drain did not finish");
    }
    results.push({ size, queueMs, drainMs: performance.now() - drainStart, runs });
  }

  const [baseline, large] = results as [(typeof results)[0], (typeof results)[0]];
  const perEmail = (ms: number, n: number) => ((ms / n) * 1000).toFixed(0);
  console.log("\nNewsletter benchmark (capture transport, wrangler dev + local D1)\n");
  console.log("emails   queue (ms)  queue µs/email  drain (ms)  cron runs  drain µs/email  emails/s drained");
  for (const r of results) {
    console.log(
      `${String(r.size).padStart(6)}  ${r.queueMs.toFixed(0).padStart(10)}  ${perEmail(r.queueMs, r.size).padStart(14)}  ${r.drainMs.toFixed(0).padStart(10)}  ${String(r.runs).padStart(9)}  ${perEmail(r.drainMs, r.size).padStart(14)}  ${((r.size / r.drainMs) * 1000).toFixed(0).padStart(16)}`,
    );
  }
  console.log(
    `\nPer-email cost at 10,000 vs the 1,000 baseline: queue ×${(large.queueMs / large.size / (baseline.queueMs / baseline.size)).toFixed(2)}, drain ×${(large.drainMs / large.size / (baseline.drainMs / baseline.size)).toFixed(2)} (1.00 = linear scaling)`,
  );
} finally {
  server.stop();
  rmSync(state, { recursive: true, force: true });
}
