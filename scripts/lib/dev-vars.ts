import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const DEV_VARS = ".dev.vars";

/** Secrets every local run needs, generated once per machine into the git-ignored .dev.vars. */
const REQUIRED_SECRETS = {
  NEWSLETTER_TOKEN_SECRET: () => randomBytes(32).toString("base64url"),
  SECOND_FACTOR_SECRET: () => randomBytes(32).toString("base64url"),
  SPOT_LINK_SECRET: () => randomBytes(32).toString("base64url"),
};

export function ensureDevVars() {
  const current = existsSync(DEV_VARS) ? readFileSync(DEV_VARS, "utf8") : readFileSync(".dev.vars.example", "utf8");
  const missing = Object.entries(REQUIRED_SECRETS).filter(([name]) => !new RegExp(`^${name}=.+$`, "m").test(current));
  if (missing.length === 0 && existsSync(DEV_VARS)) return;
  const lines = current.split("\n").filter((line) => !missing.some(([name]) => line.startsWith(`${name}=`)));
  for (const [name, make] of missing) lines.push(`${name}=${make()}`);
  writeFileSync(DEV_VARS, `${lines.join("\n").trim()}\n`, { mode: 0o600 });
}

/** A throw-away secret for a test server. */
export function testSecrets(): Record<string, string> {
  return Object.fromEntries(Object.entries(REQUIRED_SECRETS).map(([name, make]) => [name, make()]));
}
