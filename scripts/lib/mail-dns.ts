/**
 * The DNS records that let mail from a domain through MailChannels pass SPF, DKIM and DMARC, read
 * over DNS-over-HTTPS (the JSON API of Cloudflare's resolver, or MAIL_DNS_RESOLVER's).
 */

export const DEFAULT_RESOLVER = "https://cloudflare-dns.com/dns-query";
const TXT = 16;
/** DoH answers' Status: NOERROR, NXDOMAIN (the name does not exist). Anything else is a failure. */
const NO_ERROR = 0;
const NO_SUCH_NAME = 3;

interface DohAnswer {
  Status: number;
  Answer?: { name: string; type: number; data: string }[];
}

/**
 * A TXT record's text. Records longer than 255 characters (a 2048-bit DKIM key) come as several
 * quoted strings, which make one text joined without spaces (RFC 7208 3.3, RFC 6376 3.6.2.2).
 */
function txtText(data: string): string {
  const strings = [...data.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]!.replace(/\\(.)/g, "$1"));
  return strings.length > 0 ? strings.join("") : data;
}

async function txtRecords(name: string, resolver: string): Promise<string[]> {
  const url = `${resolver}?name=${encodeURIComponent(name)}&type=TXT`;
  const res = await fetch(url, { headers: { accept: "application/dns-json" }, signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`the resolver ${resolver} answered HTTP ${res.status} for ${name}`);
  const answer = (await res.json()) as DohAnswer;
  if (answer.Status === NO_SUCH_NAME) return [];
  if (answer.Status !== NO_ERROR) throw new Error(`the resolver answered DNS status ${answer.Status} for ${name}`);
  return (answer.Answer ?? []).filter((record) => record.type === TXT).map((record) => txtText(record.data));
}

export interface RecordCheck {
  record: "SPF" | "DKIM" | "DMARC" | "MailChannels Domain Lockdown";
  name: string;
  ok: boolean;
  /** What was found, or what is missing or wrong and what to publish instead. */
  detail: string;
}

/** One record of a kind (its prefix) at a name, judged by `problem` (undefined: fine). */
function judge(
  record: RecordCheck["record"],
  name: string,
  texts: string[],
  prefix: RegExp,
  expected: string,
  problem: (text: string) => string | undefined,
): RecordCheck {
  const found = texts.filter((text) => prefix.test(text));
  if (found.length === 0) return { record, name, ok: false, detail: `missing: publish TXT ${name} "${expected}"` };
  if (found.length > 1) {
    return { record, name, ok: false, detail: `${found.length} records where one is allowed: merge them into one` };
  }
  const wrong = problem(found[0]!);
  return wrong
    ? { record, name, ok: false, detail: `wrong: ${wrong} (found "${found[0]}", expected like "${expected}")` }
    : { record, name, ok: true, detail: `"${found[0]}"` };
}

const tags = (text: string) =>
  new Map(
    text.split(";").map((tag) => {
      const [key = "", ...value] = tag.split("=");
      return [key.trim().toLowerCase(), value.join("=").trim()] as const;
    }),
  );

/** SPF, DKIM, DMARC and MailChannels' Domain Lockdown for mail From `domain`, signed with `selector`. */
export async function checkMailDns(domain: string, selector: string, resolver = DEFAULT_RESOLVER) {
  const dkimName = `${selector}._domainkey.${domain}`;
  const [spf, dkim, dmarc, lockdown] = await Promise.all(
    [domain, dkimName, `_dmarc.${domain}`, `_mailchannels.${domain}`].map((name) => txtRecords(name, resolver)),
  );
  return [
    judge("SPF", domain, spf!, /^v=spf1(\s|$)/i, "v=spf1 include:relay.mailchannels.net ~all", (text) =>
      /(^|\s)include:relay\.mailchannels\.net(\s|$)/i.test(text)
        ? undefined
        : "MailChannels is not allowed to send for the domain (no include:relay.mailchannels.net)",
    ),
    judge("DKIM", dkimName, dkim!, /^v=DKIM1(\s*;|$)/i, "v=DKIM1; k=rsa; p=<public key>", (text) =>
      tags(text).get("p") ? undefined : "no public key (p= is empty or absent)",
    ),
    judge(
      "DMARC",
      `_dmarc.${domain}`,
      dmarc!,
      /^v=DMARC1(\s*;|$)/i,
      `v=DMARC1; p=quarantine; rua=mailto:dmarc@${domain}`,
      (text) =>
        ["none", "quarantine", "reject"].includes(tags(text).get("p")?.toLowerCase() ?? "")
          ? undefined
          : "no policy (p=none, quarantine or reject)",
    ),
    judge(
      "MailChannels Domain Lockdown",
      `_mailchannels.${domain}`,
      lockdown!,
      /^v=mc1(\s|$)/i,
      "v=mc1 auth=<your MailChannels account id>",
      (text) => (/(^|\s)(cfid|auth)=\S+/i.test(text) ? undefined : "no cfid= or auth= naming who may send"),
    ),
  ] satisfies RecordCheck[];
}
