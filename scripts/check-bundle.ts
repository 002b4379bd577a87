/**
 * Fails when the landing page's first-load JavaScript grows past its ceiling or when admin code
 * is part of it, and says how far it is from the 100 KB target. Run after `vite build`; part of
 * `npm test`.
 */
import { FIRST_LOAD_JS_BUDGET, FIRST_LOAD_JS_CEILING, bundleReport, kb, total } from "./lib/bundle.ts";

const report = bundleReport();
const firstJs = total(report.firstLoadJs);
console.log(`First-load JS  ${kb(firstJs)} gzip in ${report.firstLoadJs.length} file(s): ceiling ${kb(FIRST_LOAD_JS_CEILING)}, target ${kb(FIRST_LOAD_JS_BUDGET)}`);
console.log(`First-load CSS ${kb(total(report.firstLoadCss))} gzip`);
console.log(`Lazy JS        ${kb(total(report.lazyJs))} gzip in ${report.lazyJs.length} chunk(s)`);
if (firstJs > FIRST_LOAD_JS_BUDGET) console.log(`  ${kb(firstJs - FIRST_LOAD_JS_BUDGET)} above the target`);

const problems: string[] = [];
if (firstJs > FIRST_LOAD_JS_CEILING) problems.push(`first-load JavaScript is ${kb(firstJs)}, over the ${kb(FIRST_LOAD_JS_CEILING)} ceiling`);
if (report.adminInFirstLoad.length > 0) problems.push(`admin code in the public first load: ${report.adminInFirstLoad.join(", ")}`);
for (const problem of problems) console.error(`✘ ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);
