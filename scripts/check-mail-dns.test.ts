/**
 * `npm run check:mail-dns` against a stub DNS-over-HTTPS resolver answering as Cloudflare's JSON
 * API does. Part of `npm test` (node --test).
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { after, test } from "node:test";
import { fileURLToPath } from "node:url";

const script = fileURLToPath(new URL("check-mail-dns.ts", import.meta.url));

/** TXT records by name, each as DoH's `data` writes it: quoted strings. */
let zone: Record<string, string[]> = {};
let status = 0;
const requests: { url: URL; headers: IncomingHttpHeaders }[] = [];

const server = createServer((req, res) => {
  const url = new URL(req.url!, "http://127.0.0.1");
  requests.push({ url, headers: req.headers });
  const name = url.searchParams.get("name")!;
  const records = zone[name];
  res.setHeader("Content-Type", "application/dns-json");
  res.end(
    JSON.stringify({
      Status: status || (records ? 0 : 3),
      Question: [{ name, type: 16 }],
      ...(records ? { Answer: records.map((data) => ({ name, type: 16, TTL: 300, data })) } : {}),
    }),
  );
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
after(() => server.close());
const resolver = `http://127.0.0.1:${(server.address() as AddressInfo).port}/dns-query`;

function check(...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { env: { ...process.env, MAIL_DNS_RESOLVER: resolver } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ code, output }));
  });
}

const key = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA".repeat(8);
const published = {
  "example.tn": ['"google-site-verification=abc"', '"v=spf1 include:relay.mailchannels.net ~all"'],
  // A 2048-bit key is longer than one TXT string (255 characters): it comes split in two.
  "mcdkim._domainkey.example.tn": [`"v=DKIM1; k=rsa; p=${key.slice(0, 200)}" "${key.slice(200)}"`],
  "_dmarc.example.tn": ['"v=DMARC1; p=quarantine; rua=mailto:dmarc@example.tn"'],
  "_mailchannels.example.tn": ['"v=mc1 cfid=cafe-talk.workers.dev"'],
};

test("a domain with every record published passes, asked over DoH's JSON API", async () => {
  zone = published;
  status = 0;
  requests.length = 0;
  const { code, output } = await check("example.tn", "--selector", "mcdkim");
  assert.equal(code, 0, output);
  assert.match(output, /✔ SPF \(example\.tn\): "v=spf1 include:relay\.mailchannels\.net ~all"/);
  assert.match(output, new RegExp(`✔ DKIM \\(mcdkim\\._domainkey\\.example\\.tn\\): "v=DKIM1; k=rsa; p=${key}"`));
  assert.match(output, /✔ DMARC \(_dmarc\.example\.tn\)/);
  assert.match(output, /✔ MailChannels Domain Lockdown \(_mailchannels\.example\.tn\)/);
  assert.match(output, /Mail from example\.tn is authenticated\./);
  assert.deepEqual(
    requests.map((request) => request.url.searchParams.get("type")),
    ["TXT", "TXT", "TXT", "TXT"],
  );
  assert.ok(requests.every((request) => request.headers.accept === "application/dns-json"));
});

test("says which record is missing or wrong, and exits non-zero", async () => {
  zone = {
    "example.tn": ['"v=spf1 include:_spf.google.com ~all"'],
    "_dmarc.example.tn": ['"v=DMARC1; rua=mailto:dmarc@example.tn"'],
  };
  status = 0;
  const { code, output } = await check("example.tn", "--selector", "mcdkim");
  assert.equal(code, 1, output);
  assert.match(output, /✘ SPF \(example\.tn\): wrong: MailChannels is not allowed to send for the domain/);
  assert.match(
    output,
    /✘ DKIM \(mcdkim\._domainkey\.example\.tn\): missing: publish TXT mcdkim\._domainkey\.example\.tn "v=DKIM1; k=rsa; p=<public key>"/,
  );
  assert.match(output, /✘ DMARC \(_dmarc\.example\.tn\): wrong: no policy/);
  assert.match(output, /✘ MailChannels Domain Lockdown \(_mailchannels\.example\.tn\): missing/);
  assert.match(output, /4 record\(s\) to fix\./);
});

test("a DKIM record without its key, or two SPF records, are wrong", async () => {
  zone = {
    ...published,
    "example.tn": ['"v=spf1 include:relay.mailchannels.net ~all"', '"v=spf1 -all"'],
    "mcdkim._domainkey.example.tn": ['"v=DKIM1; k=rsa; p="'],
  };
  status = 0;
  const { code, output } = await check("example.tn", "--selector", "mcdkim");
  assert.equal(code, 1, output);
  assert.match(output, /✘ SPF \(example\.tn\): 2 records where one is allowed/);
  assert.match(output, /✘ DKIM \(mcdkim\._domainkey\.example\.tn\): wrong: no public key/);
});

test("a resolver failure is said as such, not as missing records", async () => {
  zone = published;
  status = 2;
  const { code, output } = await check("example.tn", "--selector", "mcdkim");
  assert.equal(code, 2, output);
  assert.match(output, /Could not read the DNS: the resolver answered DNS status 2 for example\.tn/);
});

test("the selector defaults to production's, and a missing domain gets the usage", async () => {
  zone = published;
  status = 0;
  assert.equal((await check("example.tn")).code, 0);
  const { code, output } = await check();
  assert.equal(code, 2);
  assert.match(output, /Usage: npm run check:mail-dns -- <sending domain/);
});
