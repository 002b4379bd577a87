/**
 * Fails when the landing page's first-load JavaScript, in its heaviest language, grows past the
 * budget or when admin code is part of it. Run after `npm run build`; part of `npm test`.
 */
import { bundleReport, FIRST_LOAD_JS_BUDGET, kb, total } from "./lib/bundle.ts";

const report = bundleReport();
const firstJs = total(report.firstLoadJs);
console.log(
  `First-load JS  ${kb(firstJs)} gzip in ${report.firstLoadJs.length} file(s): budget ${kb(FIRST_LOAD_JS_BUDGET)}`,
);
console.log(
  `  by language: ${report.firstLoadJsByLocale.map(({ locale, gzip }) => `${locale} ${kb(gzip)}`).join(", ")}`,
);
console.log(`Below the fold ${kb(total(report.belowTheFoldJs))} gzip, loaded when hydration starts`);
console.log(`First-load CSS ${kb(total(report.firstLoadCss))} gzip`);
console.log(`Lazy JS        ${kb(total(report.lazyJs))} gzip in ${report.lazyJs.length} chunk(s)`);

const problems: string[] = [];
if (firstJs > FIRST_LOAD_JS_BUDGET)
  problems.push(`first-load JavaScript is ${kb(firstJs)}, over the ${kb(FIRST_LOAD_JS_BUDGET)} budget`);
if (report.adminInFirstLoad.length > 0)
  problems.push(`admin code in the public first load: ${report.adminInFirstLoad.join(", ")}`);
for (const problem of problems) console.error(`✘ ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);
