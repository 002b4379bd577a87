/**
 * `npm run bench:api`: autocannon against the Worker served locally by wrangler dev, comparing in
 * one run the public reads, the edge-rendered landing page and a static asset. Absolute figures
 * on a 2-core machine are noise; the ratios to the static asset, taken in the same run, are not.
 * Targets: each public read ≥ 70% of the static asset's throughput, the written landing page
 * ≥ 90% (it is kept written in the isolate, worker/seo/written-pages.ts), p99 ≤ 1.5× its p99.
 *
 * The targets are measured in turn, several rounds over, and each figure is the median of its
 * rounds: the machine's speed drifts over a minute (one target measured only at a slow moment
 * looked 30% worse than in the next run), and interleaving spreads that drift over every target.
 */

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { testSecrets } from "./lib/dev-vars.ts";
import { buildApp, freePort } from "./lib/run.ts";
import { serveWorker } from "./lib/serve.ts";
import { seedLocal } from "./seed.ts";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const state = mkdtempSync(join(tmpdir(), "cafe-talk-bench-api-"));
buildApp();
await seedLocal({ persistTo: state });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await serveWorker({
  port,
  persistTo: state,
  inspectorPort: await freePort(),
  quiet: true,
  vars: { PUBLIC_BASE_URL: base, ...testSecrets() },
});

const manifest = JSON.parse(readFileSync("dist/client/.vite/manifest.json", "utf8")) as Record<
  string,
  { file: string; isEntry?: boolean }
>;
const staticAsset = `/${Object.values(manifest).find((chunk) => chunk.isEntry)!.file}`;
const targets = [
  { name: "static asset", path: staticAsset, minThroughput: 1 },
  { name: "GET /api/pricing", path: "/api/pricing", minThroughput: 0.7 },
  { name: "GET /api/faqs", path: "/api/faqs", minThroughput: 0.7 },
  { name: "GET /api/sessions", path: "/api/sessions", minThroughput: 0.7 },
  { name: "GET / (edge HTML)", path: "/", minThroughput: 0.9 },
];

interface Measure {
  name: string;
  minThroughput: number;
  status: number;
  rps: number;
  p99: number;
  errors: number;
}

async function warmUp(path: string) {
  const status = (await fetch(base + path)).status;
  // Caches and the isolate are hot before anything is measured.
  await autocannon({ url: base + path, connections: CONNECTIONS, duration: 2 });
  return status;
}

async function measureOnce(path: string) {
  const result = await autocannon({ url: base + path, connections: CONNECTIONS, duration: DURATION_S });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  const statuses: number[] = [];
  for (const target of targets) statuses.push(await warmUp(target.path));
  const rounds: Awaited<ReturnType<typeof measureOnce>>[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, target] of targets.entries()) rounds[index]!.push(await measureOnce(target.path));
  }
  const results: Measure[] = targets.map((target, index) => ({
    name: target.name,
    minThroughput: target.minThroughput,
    status: statuses[index]!,
    rps: median(rounds[index]!.map((run) => run.rps)),
    p99: median(rounds[index]!.map((run) => run.p99)),
    errors: rounds[index]!.reduce((sum, run) => sum + run.errors, 0),
  }));
  const reference = results[0]!;
  console.log(
    `\nAPI benchmark: ${CONNECTIONS} connections, ${ROUNDS} rounds × ${DURATION_S} s per target (medians), wrangler dev + local D1\n`,
  );
  console.log(
    "target                 status   req/s    p99 ms   throughput vs static (target)   p99 vs static   verdict",
  );
  for (const r of results) {
    const throughput = r.rps / reference.rps;
    const latency = r.p99 / Math.max(reference.p99, 1);
    const ok = r === reference || (throughput >= r.minThroughput && latency <= 1.5 && r.errors === 0);
    if (!ok) process.exitCode = 1;
    console.log(
      `${r.name.padEnd(22)} ${String(r.status).padStart(6)} ${r.rps.toFixed(0).padStart(7)} ${r.p99.toFixed(0).padStart(9)} ${`${(throughput * 100).toFixed(0)}% (≥ ${(r.minThroughput * 100).toFixed(0)}%)`.padStart(31)} ${`×${latency.toFixed(2)}`.padStart(15)}   ${r === reference ? "reference" : ok ? "ok" : "BELOW TARGET"}`,
    );
  }
} finally {
  server.stop();
  rmSync(state, { recursive: true, force: true });
}
