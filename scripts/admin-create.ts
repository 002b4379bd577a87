/**
 * Creates a back-office admin, or sets a new password for an existing one and signs that admin
 * out everywhere (the SQL lives in worker/auth/admin-account.ts, tested against D1).
 *   npm run admin:create -- --email ops@cafetalk.tn [--password …] [--name …] [--reset-factors] [--remote]
 * --reset-factors also removes that admin's passkeys, authenticator app and recovery codes (the
 * last admin, who lost them all).
 * The password is the operator's own choice (the first admin, or recovery): unlike one set on the
 * Admins page, it need not be changed at the next sign-in. The back office's password policy
 * applies (worker/auth/password-policy.ts).
 * Without --password it asks for one (hidden). --remote writes to the deployed D1 (needs
 * `wrangler login` or CLOUDFLARE_API_TOKEN); otherwise the local one used by `npm start`.
 */

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { validationText } from "../schema/messages.ts";
import { adminUpsertStatements } from "../worker/auth/admin-account.ts";
import { hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../worker/auth/password.ts";
import { passwordRefusal } from "../worker/auth/password-policy.ts";
import { run } from "./lib/run.ts";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    name: { type: "string" },
    remote: { type: "boolean", default: false },
    "reset-factors": { type: "boolean", default: false },
  },
});

function fail(message: string): never {
  console.error(`✘ ${message}`);
  process.exit(1);
}

async function askHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) fail("No --password given and no terminal to ask for one.");
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Echo nothing while the password is typed.
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
    if (s.includes(question)) process.stdout.write(question);
  };
  const answer = await rl.question(question);
  rl.close();
  process.stdout.write("\n");
  return answer;
}

const email = values.email?.trim().toLowerCase();
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail("Give a valid --email.");
const password = values.password ?? (await askHidden("Password: "));
if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
  fail(`The password must have ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`);
}
// The back office's rule and words: a common password, or one holding the email's name, is refused.
const refusal = passwordRefusal(password, email);
if (refusal) fail(`${validationText(refusal, "en")}.`);

const passwordHash = await hashPassword(password);
// Upsert the admin, then end every session the admin has: one file, run as is locally or remotely.
const sql = adminUpsertStatements({
  email,
  name: values.name ?? null,
  passwordHash,
  resetSecondFactors: values["reset-factors"],
}).join("\n");

const dir = mkdtempSync(join(tmpdir(), "cafe-talk-admin-"));
try {
  const file = join(dir, "admin.sql");
  writeFileSync(file, sql, { mode: 0o600 });
  if (!values.remote) run("wrangler", ["d1", "migrations", "apply", "DB", "--local"], { quiet: true });
  const target = values.remote ? ["--remote", "--env", "production"] : ["--local"];
  run("wrangler", ["d1", "execute", "DB", ...target, "--file", file, "--yes"], { quiet: true });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  `✔ Admin ${email} can now sign in at /api/login with this password; any sessions of that admin were ended${values["reset-factors"] ? " and their second factors removed" : ""} (${values.remote ? "remote" : "local"} database).`,
);
