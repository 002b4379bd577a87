/**
 * `npm run bench:api`: autocannon against the Worker served locally by wrangler dev, comparing in
 * one run the public reads, the edge-rendered landing page and a static asset. Absolute figures
 * on a 2-core machine are noise; the ratios to the static asset, taken in the same run, are not.
 * Targets: each public read ≥ 70% of the static asset's throughput, p99 ≤ 1.5× its p99.
 */
import autocannon from "autocannon";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { testSecrets } from "./lib/dev-vars.ts";
import { buildApp, freePort } from "./lib/run.ts";
import { serveWorker } from "./lib/serve.ts";
import { seedLocal } from "./seed.ts";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 20;

const state = mkdtempSync(join(tmpdir(), "cafe-talk-bench-api-"));
buildApp();
await seedLocal({ persistTo: state });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await serveWorker({ port, persistTo: state, inspectorPort: await freePort(), quiet: true, vars: { PUBLIC_BASE_URL: base, ...testSecrets() } });

const manifest = JSON.parse(readFileSync("dist/client/.vite/manifest.json", "utf8")) as Record<string, { file: string; isEntry?: boolean }>;
const staticAsset = `/${Object.values(manifest).find((chunk) => chunk.isEntry)!.file}`;
const targets = [
  { name: "static asset", path: staticAsset },
  { name: "GET /api/pricing", path: "/api/pricing" },
  { name: "GET /api/faqs", path: "/api/faqs" },
  { name: "GET /api/sessions", path: "/api/sessions" },
  { name: "GET / (edge HTML)", path: "/" },
];

interface Measure {
  name: string;
  status: number;
  rps: number;
  p99: number;
  errors: number;
}

async function measure(name: string, path: string): Promise<Measure> {
  const status = (await fetch(base + path)).status;
  // Warm-up so caches and the isolate are hot before measuring.
  await autocannon({ url: base + path, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url: base + path, connections: CONNECTIONS, duration: DURATION_S });
  return { name, status, rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

try {
  const results: Measure[] = [];
  for (const target of targets) results.push(await measure(target.name, target.path));
  const reference = results[0]!;
  console.log(`\nAPI benchmark: ${CONNECTIONS} connections × ${DURATION_S} s each, wrangler dev + local D1\n`);
  console.log("target                 status   req/s    p99 ms   throughput vs static   p99 vs static   verdict");
  for (const r of results) {
    const throughput = r.rps / reference.rps;
    const latency = r.p99 / Math.max(reference.p99, 1);
    const ok = r === reference || (throughput >= 0.7 && latency <= 1.5 && r.errors === 0);
    console.log(
      `${r.name.padEnd(22)} ${String(r.status).padStart(6)} ${r.rps.toFixed(0).padStart(7)} ${r.p99.toFixed(0).padStart(9)} ${`${(throughput * 100).toFixed(0)}%`.padStart(22)} ${`×${latency.toFixed(2)}`.padStart(15)}   ${r === reference ? "reference" : ok ? "ok" : "BELOW TARGET"}`,
    );
  }
} finally {
  server.stop();
  rmSync(state, { recursive: true, force: true });
}
