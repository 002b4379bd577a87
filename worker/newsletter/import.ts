/**
 * Importing subscribers from a CSV (the back office's Newsletter → Import CSV). Every row is
 * classified as new, existing (left as it is), suppressed (bounced or complained: not imported) or
 * invalid (with its line and why). A real run inserts the new ones as pending, with the consent
 * source the admin gave, and queues each one's confirmation email in their language: as with the
 * public form, nobody gets a campaign before confirming (double opt-in).
 *
 * The rows are worked through CHUNK_ROWS at a time: one D1 batch looks them up, one writes them,
 * so memory and each batch stay bounded whatever the file's size.
 */
import { and, eq, inArray, like, notExists, sql } from "drizzle-orm";
import Papa from "papaparse";
import type { NewsletterImportProblem, NewsletterImportResult } from "../../schema/api";
import type { Locale } from "../../schema/constants";
import { newsletterImportRow } from "../../schema/inputs";
import { emailOutbox, emailSuppression, newsletterSubscriber } from "../../schema/tables";
import type { Database } from "../db";
import type { EmailMessage } from "../email/message";
import { queueEmails } from "../email/outbox";
import { newsletterConfirmationEmail } from "../email/templates/newsletter";
import { ApiError } from "../http/errors";
import { randomToken, tokenDigest } from "../secret-token";
import { CONFIRMATION_TTL_MS } from "./tokens";

/** Rows looked up and written per D1 batch. */
const CHUNK_ROWS = 500;
/** D1 allows at most 100 bound parameters in one statement. */
const D1_MAX_PARAMETERS = 100;
/** Problem lines answered; the counts cover them all. */
const MAX_PROBLEMS = 20;

/**
 * Not the kind of the public form's confirmation: an import is an admin's act, not a typed address,
 * so it neither counts against nor is held by the forms' relay limits (worker/email/relay-cap.ts).
 */
export const NEWSLETTER_IMPORT_CONFIRMATION = "newsletter_import_confirmation";

interface ImportContext {
  db: Database;
  baseUrl: string;
  consentSource: string;
  dryRun: boolean;
  now?: number;
}

interface Candidate {
  line: number;
  email: string;
  name: string | null;
  locale: Locale;
}

const malformed = (message: string) => new ApiError(400, "invalid_csv", message);

/** The CSV's records and the column of each field, or a 400 saying what is wrong with the file. */
function parseCsv(csv: string) {
  const text = csv.replace(/^\uFEFF/, "");
  if (text.trim() === "") throw malformed("The file is empty.");
  const parsed = Papa.parse<string[]>(text, { header: false, skipEmptyLines: false });
  // A one-column file has no delimiter to detect; papaparse then takes the comma, which is right.
  const error = parsed.errors.find((e) => e.type !== "Delimiter");
  if (error) {
    const line = error.row === undefined ? "" : ` (line ${error.row + 1})`;
    throw malformed(`The file is not valid CSV${line}: ${error.message}.`);
  }
  const [header, ...records] = parsed.data;
  const columns = (header ?? []).map((name) => name.trim().toLowerCase());
  const column = (name: string) => columns.indexOf(name);
  if (column("email") < 0) throw malformed('The first line must name the columns, one of them "email".');
  return { records, email: column("email"), name: column("name"), language: column("language") };
}

/** The reason a row's field was refused, from the input schema's error code. */
function reasonOf(path: PropertyKey | undefined): NewsletterImportProblem["reason"] {
  if (path === "language") return "invalid_language";
  if (path === "name") return "invalid_name";
  return "invalid_email";
}

/** Runs the statements in D1 batches (a batch needs at least one). */
async function runBatch(db: Database, statements: Parameters<Database["batch"]>[0][number][]) {
  const [first, ...rest] = statements;
  return first ? db.batch([first, ...rest]) : [];
}

/** The given addresses that are subscribers, and those suppressed, in one batch. */
async function known(db: Database, emails: string[]) {
  const perStatement = D1_MAX_PARAMETERS - 1;
  const lookups = [];
  for (let i = 0; i < emails.length; i += perStatement) {
    const part = emails.slice(i, i + perStatement);
    lookups.push(
      db
        .select({ email: newsletterSubscriber.email })
        .from(newsletterSubscriber)
        .where(inArray(newsletterSubscriber.email, part)),
      db.select({ email: emailSuppression.email }).from(emailSuppression).where(inArray(emailSuppression.email, part)),
    );
  }
  const results = await runBatch(db, lookups);
  const subscribed = new Set<string>();
  const suppressed = new Set<string>();
  results.forEach((rows, i) => {
    for (const row of rows as { email: string }[]) (i % 2 === 0 ? subscribed : suppressed).add(row.email);
  });
  return { subscribed, suppressed };
}

/** The inserts of the new subscribers and their confirmation emails, for one batch. */
function insertsOf(db: Database, rows: Candidate[], context: ImportContext, now: number) {
  if (rows.length === 0) return [];
  const consentAt = new Date(now);
  const expiresAt = new Date(now + CONFIRMATION_TTL_MS);
  const subscribers: (typeof newsletterSubscriber.$inferInsert)[] = [];
  const emails: EmailMessage[] = [];
  for (const row of rows) {
    const token = randomToken();
    subscribers.push({
      email: row.email,
      name: row.name,
      locale: row.locale,
      isActive: false,
      subscribedAt: consentAt,
      consentAt,
      consentSource: context.consentSource,
      confirmationTokenHash: tokenDigest(token),
      confirmationExpiresAt: expiresAt,
    });
    emails.push({
      kind: NEWSLETTER_IMPORT_CONFIRMATION,
      to: row.email,
      locale: row.locale,
      ...newsletterConfirmationEmail({ locale: row.locale, token, baseUrl: context.baseUrl }),
      dedupeKey: `${NEWSLETTER_IMPORT_CONFIRMATION}:${row.email}:${now}`,
    });
  }
  // Measured from the real statement, so a new column cannot silently break the limit.
  const insert = (values: typeof subscribers) =>
    db.insert(newsletterSubscriber).values(values).onConflictDoNothing({ target: newsletterSubscriber.email });
  const perRow = insert(subscribers.slice(0, 1)).toSQL().params.length;
  const rowsPerInsert = Math.max(1, Math.floor(D1_MAX_PARAMETERS / perRow));
  const inserts = [];
  for (let i = 0; i < subscribers.length; i += rowsPerInsert)
    inserts.push(insert(subscribers.slice(i, i + rowsPerInsert)));
  return [
    ...inserts,
    ...queueEmails(db, emails),
    // An address someone signed up on the site with between the lookup and this batch kept its
    // own row (the insert did nothing): its confirmation is theirs, and this one, whose link
    // matches no row, goes. This import's subscribers are those subscribed at its very moment.
    db.delete(emailOutbox).where(
      and(
        eq(emailOutbox.kind, NEWSLETTER_IMPORT_CONFIRMATION),
        eq(emailOutbox.status, "pending"),
        // This import's keys end with its moment: one parameter, where listing them would pass D1's 100.
        like(emailOutbox.dedupeKey, `%:${now}`),
        notExists(
          db
            .select({ one: sql`1` })
            .from(newsletterSubscriber)
            .where(
              and(
                eq(newsletterSubscriber.email, emailOutbox.recipient),
                eq(newsletterSubscriber.subscribedAt, consentAt),
              ),
            ),
        ),
      ),
    ),
  ];
}

/**
 * Classifies every row of the CSV and, unless it is a dry run, imports the new ones. A file that is
 * not CSV, is empty, or has no `email` column is refused (400) before anything is written.
 */
export async function importSubscribers(csv: string, context: ImportContext): Promise<NewsletterImportResult> {
  const { db } = context;
  const now = context.now ?? Date.now();
  const file = parseCsv(csv);
  const counts = { new: 0, existing: 0, suppressed: 0, invalid: 0 };
  const problems: NewsletterImportProblem[] = [];
  const problem = (entry: NewsletterImportProblem) => {
    counts.invalid += 1;
    if (problems.length < MAX_PROBLEMS) problems.push(entry);
  };
  const seen = new Set<string>();
  let rows = 0;

  for (let start = 0; start < file.records.length; start += CHUNK_ROWS) {
    const candidates: Candidate[] = [];
    file.records.slice(start, start + CHUNK_ROWS).forEach((record, i) => {
      if (record.every((field) => field.trim() === "")) return; // a blank line
      rows += 1;
      const line = start + i + 2; // the header is line 1
      const field = (index: number) => (index < 0 ? "" : (record[index] ?? ""));
      const raw = field(file.email).trim();
      const parsed = newsletterImportRow.safeParse({
        email: raw,
        name: field(file.name),
        language: field(file.language),
      });
      if (!parsed.success) {
        problem({ line, email: raw, reason: reasonOf(parsed.error.issues[0]?.path[0]) });
        return;
      }
      const { email, name, language } = parsed.data;
      if (seen.has(email)) {
        problem({ line, email, reason: "duplicate" });
        return;
      }
      seen.add(email);
      candidates.push({ line, email, name, locale: language });
    });

    const { subscribed, suppressed } = await known(
      db,
      candidates.map((c) => c.email),
    );
    const fresh: Candidate[] = [];
    for (const candidate of candidates) {
      if (suppressed.has(candidate.email)) counts.suppressed += 1;
      else if (subscribed.has(candidate.email)) counts.existing += 1;
      else fresh.push(candidate);
    }
    counts.new += fresh.length;
    if (!context.dryRun) await runBatch(db, insertsOf(db, fresh, context, now));
  }
  if (rows === 0) throw malformed("The file has no rows under its header.");
  return { dryRun: context.dryRun, rows, counts, problems };
}
