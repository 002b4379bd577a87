/**
 * The SQL behind `npm run admin:create`: creates a back-office admin, or sets a new password for an
 * existing one and ends every session that admin has (a password reset must sign out whoever
 * holds the old password's sessions). One statement list, written to one file that wrangler runs
 * locally or with --remote, and that the Worker tests run against D1.
 *
 * Self-contained on purpose (no imports): the Node script imports it directly.
 */

export interface AdminAccount {
  /** Already trimmed and lower-cased, as admin_user stores it. */
  email: string;
  name?: string | null;
  /** From hashPassword: the password itself never reaches the SQL. */
  passwordHash: string;
  /**
   * Also removes the admin's passkeys, authenticator app and recovery codes: recovery for the
   * last admin who lost them all (another admin would use the Admins page).
   */
  resetSecondFactors?: boolean;
}

/** An SQLite string literal. */
function sqlText(value: string): string {
  if (value.includes("\0")) throw new Error("A NUL character cannot be stored here.");
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * One statement per line, in order: the upsert, then the sessions of that admin are deleted, then
 * the audit log's entry (no actor: it was the command line, whose user the log cannot know); with
 * `resetSecondFactors`, the factors' deletes and their entry after.
 */
export function adminUpsertStatements({ email, name, passwordHash, resetSecondFactors }: AdminAccount): string[] {
  const emailLiteral = sqlText(email);
  const admin = `(SELECT id FROM admin_user WHERE email = ${emailLiteral})`;
  const factors = resetSecondFactors
    ? [
        ...["admin_totp", "admin_passkey", "admin_recovery_code"].map(
          (table) => `DELETE FROM ${table} WHERE admin_user_id = ${admin};`,
        ),
        `INSERT INTO audit_entry (action, target_type, target_id, context) SELECT 'second_factors_reset', 'admin_user', id, '{"via":"npm run admin:create"}' FROM admin_user WHERE email = ${emailLiteral};`,
      ]
    : [];
  return [
    `INSERT INTO admin_user (email, name, password_hash, role) VALUES (${emailLiteral}, ${name ? sqlText(name) : "NULL"}, ${sqlText(passwordHash)}, 'admin') ON CONFLICT(email) DO UPDATE SET password_hash = excluded.password_hash, role = 'admin';`,
    `DELETE FROM auth_session WHERE admin_user_id = (SELECT id FROM admin_user WHERE email = ${emailLiteral});`,
    `INSERT INTO audit_entry (action, target_type, target_id, context) SELECT 'password_set', 'admin_user', id, '{"via":"npm run admin:create"}' FROM admin_user WHERE email = ${emailLiteral};`,
    ...factors,
  ];
}
