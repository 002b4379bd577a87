/**
 * `npm run bench:share-image`: how long the Worker takes to answer a share image
 * (worker/share/) drawn for the request and one kept in the cache, in workerd (wrangler dev) over
 * the seeded data, measured at the Worker's own port (as bench:api does). Every session's and
 * café's image in each language is asked for twice: the first answer is drawn (Server-Timing
 * says `miss`), the second is the kept one (`hit`). It prints the first drawing of the isolate
 * (which instantiates resvg's WebAssembly), then the median and slowest of the others and of the
 * kept ones. With `-- --out DIR` it also writes the images there, to look at them; with
 * `-- --built`, it serves the app as the last `npm run build` left it instead of building it.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { serveSeededBuild } from "./lib/serve.ts";

const outAt = process.argv.indexOf("--out");
const out = outAt === -1 ? null : process.argv[outAt + 1];
if (out) mkdirSync(out, { recursive: true });

const LOCALES = ["en", "fr", "ar"];

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timed(url: string): Promise<{ ms: number; cache: string; bytes: Uint8Array }> {
  const started = performance.now();
  const res = await fetch(url);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const elapsed = performance.now() - started;
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
  return { ms: elapsed, cache: res.headers.get("Server-Timing") ?? "", bytes };
}

/** Two cafés, each with some of the seeded sessions (the seed makes none: cafés came after it). */
const CAFES_SQL = `
INSERT INTO cafe (name, address, city) VALUES ('Café Lino', '12 Rue de Marseille', 'Tunis'), ('Le Petit Salon', 'Avenue Habib Bourguiba', 'Sousse');
UPDATE language_session SET cafe_id = (SELECT min(id) FROM cafe) + id % 2;`;

const app = await serveSeededBuild("bench-share-image", {}, CAFES_SQL, { built: process.argv.includes("--built") });
try {
  const runtime = await app.server.runtimeUrl();
  const sessions = (await (await fetch(`${runtime}/api/sessions`)).json()) as { id: number; cafeId: number | null }[];
  const cafeIds = [...new Set(sessions.flatMap((session) => (session.cafeId === null ? [] : [session.cafeId])))];
  const paths = [
    ...sessions.flatMap((session) => LOCALES.map((locale) => `/share/sessions/${session.id}.${locale}.png`)),
    ...cafeIds.flatMap((id) => LOCALES.map((locale) => `/share/cafes/${id}.${locale}.png`)),
  ];

  const drawn: number[] = [];
  const kept: number[] = [];
  for (const path of paths) {
    const first = await timed(`${runtime}${path}`);
    const second = await timed(`${runtime}${path}`);
    if (!first.cache.includes("miss") || !second.cache.includes("hit")) {
      throw new Error(`${path}: expected a drawing then a kept image, got "${first.cache}" then "${second.cache}"`);
    }
    drawn.push(first.ms);
    kept.push(second.ms);
    if (out) writeFileSync(join(out, path.slice("/share/".length).replace("/", "-")), first.bytes);
  }
  const [isolateFirst = Number.NaN, ...others] = drawn;
  console.log(
    `share images: ${paths.length} (${sessions.length} sessions and ${cafeIds.length} cafés, in en, fr and ar)`,
  );
  console.log(`  first drawing in the isolate (resvg instantiated): ${ms(isolateFirst)}`);
  console.log(`  drawn:  median ${ms(median(others))}, slowest ${ms(Math.max(...others))}`);
  console.log(`  kept:   median ${ms(median(kept))}, slowest ${ms(Math.max(...kept))}`);
  if (out) console.log(`  images written to ${out}`);
} finally {
  app.close();
}
