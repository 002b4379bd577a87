/**
 * Migrates and seeds the local D1 idempotently with demo content and the local admin account.
 * Usage: node scripts/seed.ts [--persist-to DIR]
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { hashPassword } from "../worker/auth/password.ts";
import { convertSchedules } from "./convert-schedules.ts";
import { applyMigrations, executeSql, insertOrIgnore } from "./lib/local-db.ts";
import { sqlValue } from "./lib/sql-value.ts";
import {
  LOCAL_ADMIN_EMAIL,
  seedCafes,
  seedFaqs,
  seedLeads,
  seedPricingPlans,
  seedSeoSettings,
  seedSessionRequests,
  seedSessions,
  seedSiteSettings,
} from "./seed-data.ts";

export interface LocalAdmin {
  email: string;
  password: string;
}

/** The local admin's password lives beside the local state (git-ignored) so it can be printed again. */
function credentialsFile(persistTo?: string) {
  return join(resolve(persistTo ?? ".wrangler/state"), "local-admin.json");
}

function localAdmin(persistTo?: string): LocalAdmin {
  const file = credentialsFile(persistTo);
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as LocalAdmin;
  const admin = { email: LOCAL_ADMIN_EMAIL, password: randomBytes(12).toString("base64url") };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(admin, null, 2)}\n`, { mode: 0o600 });
  return admin;
}

/** Applies pending migrations, then seeds. Safe to run any number of times. */
export async function seedLocal(options: { persistTo?: string } = {}): Promise<LocalAdmin> {
  applyMigrations(options.persistTo);
  // A database from before sessions had dates gets them before anything reads it.
  convertSchedules(options.persistTo);
  const admin = localAdmin(options.persistTo);
  const passwordHash = await hashPassword(admin.password);
  const sql = [
    insertOrIgnore("pricing_plan", seedPricingPlans),
    // Databases seeded before plan features were translated get the translations, once.
    ...seedPricingPlans.map(
      (plan) =>
        `UPDATE pricing_plan SET features_fr = ${sqlValue(plan.features_fr)}, features_ar = ${sqlValue(plan.features_ar)} WHERE id = ${plan.id} AND features_fr = '[]' AND features_ar = '[]' AND features = ${sqlValue(plan.features)};`,
    ),
    insertOrIgnore("faq_entry", seedFaqs),
    insertOrIgnore("cafe", seedCafes),
    insertOrIgnore("language_session", seedSessions),
    insertOrIgnore("session_request", seedSessionRequests),
    insertOrIgnore("lead", seedLeads),
    insertOrIgnore("seo_settings", [seedSeoSettings]),
    insertOrIgnore("site_settings", [seedSiteSettings]),
    // The printed password must always work, so it is (re)written even when the account exists.
    `INSERT INTO admin_user (email, name, password_hash, role) VALUES (${sqlValue(admin.email)}, 'Local admin', ${sqlValue(passwordHash)}, 'admin')
       ON CONFLICT(email) DO UPDATE SET password_hash = excluded.password_hash;`,
  ].join("\n");
  executeSql(sql, options.persistTo);
  return admin;
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { "persist-to": { type: "string" } } });
  const admin = await seedLocal({ persistTo: values["persist-to"] });
  console.log(`Seeded local data. Admin: ${admin.email} / ${admin.password}`);
}
