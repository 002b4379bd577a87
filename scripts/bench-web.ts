/**
 * `npm run bench:web`: Lighthouse (mobile preset, Debian's Chromium) on the built landing page and
 * a session's page in English, French and Arabic, served by the real Worker, plus the bytes of
 * JavaScript and CSS the landing page downloads (gzip) in Chromium, first load and until the
 * network is quiet. Prints each figure against its target.
 */

import { loadavg } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, findChromium } from "../e2e/chromium.ts";
import type { PublicSession } from "../schema/api.ts";
import { sessionPath } from "../schema/public-paths.ts";
import { BUDGETS, firstLoad, kb, measureLandingInEveryLanguage, total } from "./lib/bundle.ts";
import { serveSeededBuild } from "./lib/serve.ts";

/**
 * Lighthouse's performance score on a busy machine measures the machine (its simulated phone
 * scales what the CPU does): below this load average (1 minute) the figures mean something.
 * BENCH_WEB_ANY_LOAD=1 runs anyway, and the figures are labelled so.
 */
const QUIET_LOAD = 1;
const load = loadavg()[0]!;
const anyLoad = process.env.BENCH_WEB_ANY_LOAD === "1";
if (load >= QUIET_LOAD && !anyLoad) {
  console.error(
    `The load average is ${load.toFixed(2)}, not below ${QUIET_LOAD}: Lighthouse would measure this machine's other work. Run it on a quiet machine (or BENCH_WEB_ANY_LOAD=1 to run anyway).`,
  );
  process.exit(2);
}

const TARGETS = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 } as const;
const CLS_TARGET = 0.02;
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);

/**
 * BENCH_WEB_TRACKING=1 measures the page as a first-time visitor sees it when tracking ids are
 * set in /admin/seo: with the consent banner (worker/pages/consent.ts), no tracker loaded.
 */
const TRACKING = process.env.BENCH_WEB_TRACKING === "1";
const { base, close } = await serveSeededBuild(
  "bench-web",
  {},
  TRACKING ? "update seo_settings set google_analytics_id = 'G-BENCH1234', meta_pixel_id = '123456789012';" : undefined,
);
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: CHROMIUM_FLAGS,
});

let failed = false;
const mark = (ok: boolean) => {
  if (!ok) failed = true;
  return ok ? "ok" : "BELOW TARGET";
};

try {
  console.log(
    `\nLighthouse, mobile preset (simulated slow 4G, mid-range phone), median of ${RUNS} runs, load average ${load.toFixed(2)}${anyLoad && load >= QUIET_LOAD ? " (NOT QUIET: figures unreliable)" : ""}${TRACKING ? ", tracking ids set: the consent banner shown" : ""}\n`,
  );
  // The landing page, and the first published session's own page (issue 38), in each language.
  const [session] = (await (await fetch(`${base}/api/sessions`)).json()) as PublicSession[];
  if (!session) throw new Error("The seeded build has no published session to measure the page of.");
  const pages = [
    { name: "landing", path: "/" },
    { name: "session", path: sessionPath(session) },
  ];
  console.log("page         performance  accessibility  best-practices  seo   CLS     LCP ms  TBT ms  verdict");
  for (const { name, path } of pages)
    for (const locale of ["en", "fr", "ar"]) {
      const url = `${base}${path}?lang=${locale}`;
      // Lighthouse's own advice: scores vary from run to run (more so on a busy 2-core machine), so
      // take the median run by performance score.
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: Object.keys(TARGETS),
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        runs.push(result.lhr);
      }
      runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const { categories, audits } = runs[Math.floor(runs.length / 2)]!;
      const allScores = runs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)).join("/");
      const score = (id: keyof typeof TARGETS) => Math.round((categories[id]?.score ?? 0) * 100);
      const cls = Number(audits["cumulative-layout-shift"]?.numericValue ?? 1);
      const lcp = Number(audits["largest-contentful-paint"]?.numericValue ?? 0);
      const tbt = Number(audits["total-blocking-time"]?.numericValue ?? 0);
      const ok =
        (Object.keys(TARGETS) as (keyof typeof TARGETS)[]).every((id) => score(id) >= TARGETS[id]) && cls <= CLS_TARGET;
      console.log(
        `${`${name} ${locale}`.padEnd(12)} ${String(score("performance")).padStart(11)}  ${String(score("accessibility")).padStart(13)}  ${String(score("best-practices")).padStart(14)}  ${String(score("seo")).padStart(3)}  ${cls.toFixed(3).padStart(5)}  ${lcp.toFixed(0).padStart(7)}  ${tbt.toFixed(0).padStart(6)}  ${mark(ok)}  (runs: ${allScores})`,
      );
      for (const id of Object.keys(TARGETS) as (keyof typeof TARGETS)[]) {
        if (score(id) >= TARGETS[id]) continue;
        const failing = Object.values(audits).filter(
          (audit) =>
            audit.score !== null &&
            audit.score < 1 &&
            categories[id]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
        );
        console.log(
          `          ${id}: ${failing
            .map((audit) => audit.id)
            .slice(0, 8)
            .join(", ")}`,
        );
      }
      // What moved, when the layout shifted more than the target allows.
      if (cls > CLS_TARGET) {
        const shifts =
          (
            audits["layout-shifts"]?.details as
              | { items?: { node?: { snippet?: string; selector?: string }; score?: number }[] }
              | undefined
          )?.items ?? [];
        for (const shift of shifts.slice(0, 3))
          console.log(
            `          layout shift ${shift.score?.toFixed(3)}: ${shift.node?.selector ?? ""} ${shift.node?.snippet?.slice(0, 120) ?? ""}`,
          );
      }
      // Which console issues Chrome raised: they cost best-practices points and say what to fix.
      const issues =
        (
          audits["inspector-issues"]?.details as
            | { items?: { issueType?: string; subItems?: { items?: unknown[] } }[] }
            | undefined
        )?.items ?? [];
      for (const issue of issues)
        console.log(
          `          inspector issue: ${issue.issueType} ${JSON.stringify(issue.subItems?.items?.slice(0, 2) ?? [])}`,
        );
    }

  // The same measure as `npm run check:bundle`, on this server.
  console.log("\nJavaScript the landing page downloads (gzip), no interaction, until the network is quiet");
  for (const load of await measureLandingInEveryLanguage(base)) {
    const first = total(firstLoad(load));
    const idle = total(load.scripts);
    console.log(
      `  ${load.locale}  first load ${kb(first).padStart(8)} (≤ ${kb(BUDGETS.firstLoad)}) ${mark(first <= BUDGETS.firstLoad)}   until quiet ${kb(idle).padStart(8)} in ${load.scripts.length} files (≤ ${kb(BUDGETS.untilIdle)}) ${mark(idle <= BUDGETS.untilIdle)}   CSS ${kb(total(load.stylesheets))}   admin code: ${load.adminCode.length === 0 ? "none" : `${load.adminCode.join(", ")} ${mark(false)}`}`,
    );
  }
} finally {
  chrome.kill();
  close();
}
process.exit(failed ? 1 : 0);
