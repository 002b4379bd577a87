import { eq } from "drizzle-orm";
import type { SignInFactor } from "../../schema/constants";
import { adminUser } from "../../schema/tables";
import { auditEntryStatement } from "../audit/record";
import type { Database } from "../db";

/**
 * What every completed sign-in writes, whichever factor completed it, to batch with that step's
 * own change: the admin's last sign-in (the Admins page shows it) and its audit entry.
 */
export const signedInStatements = (
  db: Database,
  user: { id: number; email: string },
  factor: SignInFactor,
  client: string,
  now = Date.now(),
) =>
  [
    db
      .update(adminUser)
      .set({ lastLoginAt: new Date(now) })
      .where(eq(adminUser.id, user.id)),
    auditEntryStatement(db, {
      actor: { id: user.id, email: user.email },
      action: "sign_in",
      context: { client, factor },
    }),
  ] as const;
