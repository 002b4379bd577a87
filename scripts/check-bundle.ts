/**
 * `npm run check:bundle` (and the last step of `npm test`, after the e2e build): opens the built
 * landing page, a session's page, the privacy page and the 404 page in Chromium in each language, as a visitor who does nothing,
 * and fails when the JavaScript either downloads grows past its budgets, or when admin code is in it.
 */
import { sessionPath } from "../schema/public-paths.ts";
import {
  BUDGETS,
  beforeFirstPaint,
  firstLoad,
  kb,
  type LandingLoad,
  measurePagesInEveryLanguage,
  PUBLIC_PAGE_BUDGETS,
  total,
} from "./lib/bundle.ts";
import { seedSessions } from "./seed-data.ts";

/** The pages measured, by the name the report gives them. */
const PAGES: Record<string, string> = {
  "/": "/",
  [sessionPath(seedSessions[0]!)]: "session",
  "/privacy": "privacy",
  "/no-such-page": "404",
};
const loads = await measurePagesInEveryLanguage(Object.keys(PAGES));
const problems: string[] = [];

console.log("JavaScript each page downloads (gzip), Chromium, no interaction, until the network is quiet\n");
console.log("page             before first paint   first load         until quiet          CSS");
for (const load of loads) {
  const first = firstLoad(load);
  const name = `${PAGES[load.path]} ${load.locale}`;
  console.log(
    `${name.padEnd(16)} ${kb(total(beforeFirstPaint(load))).padStart(17)}   ${files(first)}   ${files(load.scripts)}   ${kb(total(load.stylesheets)).padStart(7)}`,
  );
  if (load.adminCode.length > 0) problems.push(`${name}: admin code downloaded: ${load.adminCode.join(", ")}`);
  if (load.path !== "/") {
    if (total(beforeFirstPaint(load)) > PUBLIC_PAGE_BUDGETS.beforeFirstPaint)
      problems.push(`${name}: ${kb(total(beforeFirstPaint(load)))} before the first paint, over its budget`);
    if (total(load.scripts) > PUBLIC_PAGE_BUDGETS.untilIdle)
      problems.push(
        `${name}: ${kb(total(load.scripts))} until quiet, over its ${kb(PUBLIC_PAGE_BUDGETS.untilIdle)} budget`,
      );
    continue;
  }
  if (total(first) > BUDGETS.firstLoad)
    problems.push(`${load.locale}: first load ${kb(total(first))}, over its ${kb(BUDGETS.firstLoad)} budget`);
  if (total(load.scripts) > BUDGETS.untilIdle)
    problems.push(
      `${load.locale}: ${kb(total(load.scripts))} downloaded with no interaction, over its ${kb(BUDGETS.untilIdle)} budget`,
    );
}
console.log(`budget /          ${"".padStart(17)} ≤ ${kb(BUDGETS.firstLoad).padEnd(16)}≤ ${kb(BUDGETS.untilIdle)}`);
console.log(
  `budget others    ≤ ${kb(PUBLIC_PAGE_BUDGETS.beforeFirstPaint).padStart(15)}   ${"".padEnd(16)}   ≤ ${kb(PUBLIC_PAGE_BUDGETS.untilIdle)}`,
);
console.log("(first load: what the page requests before its first paint or before React starts hydrating it)");

const heaviest = loads.reduce((a, b) => (total(b.scripts) > total(a.scripts) ? b : a));
console.log(`\nIn ${heaviest.locale}, by request time:`);
for (const file of heaviest.scripts)
  console.log(`  ${file.requestedAt.toFixed(0).padStart(6)} ms  ${kb(file.gzip).padStart(8)}  ${file.path}`);

for (const problem of problems) console.error(`✘ ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);

function files(scripts: LandingLoad["scripts"]) {
  return `${kb(total(scripts)).padStart(8)} in ${String(scripts.length).padStart(2)} files`;
}
