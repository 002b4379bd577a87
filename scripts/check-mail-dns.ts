/**
 * `npm run check:mail-dns -- cafetalk.tn [--selector mcdkim]`: says whether the sending domain's
 * SPF, DKIM, DMARC and MailChannels Domain Lockdown records are published as mail through
 * MailChannels needs them (docs/deploying.md#email-authentication-spf-dkim-dmarc). Exits 1 when one is missing or wrong, 2 when the
 * DNS could not be read. The selector defaults to production's MAILCHANNELS_DKIM_SELECTOR.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { checkMailDns, DEFAULT_RESOLVER } from "./lib/mail-dns.ts";

function productionSelector(): string | undefined {
  const toml = readFileSync(new URL("../wrangler.toml", import.meta.url), "utf8");
  const production = toml.slice(toml.indexOf("[env.production.vars]"));
  return /^MAILCHANNELS_DKIM_SELECTOR = "([^"]*)"/m.exec(production)?.[1];
}

const { positionals, values } = parseArgs({ allowPositionals: true, options: { selector: { type: "string" } } });
const [domain] = positionals;
const selector = values.selector ?? productionSelector();
if (!domain || !/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(domain) || !selector) {
  console.error("Usage: npm run check:mail-dns -- <sending domain, e.g. cafetalk.tn> [--selector <DKIM selector>]");
  process.exit(2);
}

const resolver = process.env.MAIL_DNS_RESOLVER || DEFAULT_RESOLVER;
try {
  const checks = await checkMailDns(domain, selector, resolver);
  for (const check of checks) console.log(`${check.ok ? "✔" : "✘"} ${check.record} (${check.name}): ${check.detail}`);
  const missing = checks.filter((check) => !check.ok).length;
  console.log(missing === 0 ? `\nMail from ${domain} is authenticated.` : `\n${missing} record(s) to fix.`);
  process.exit(missing === 0 ? 0 : 1);
} catch (error) {
  console.error(`Could not read the DNS: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
