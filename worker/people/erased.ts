/** What an erase leaves in the rows it keeps (./sources.ts), and how the rest of the Worker tells them. */
import { type SQL, sql } from "drizzle-orm";

/** What an anonymised row shows instead of the person's name. */
export const ERASED_NAME = "(erased)";

/** The domain of every erased address: `.invalid` is reserved (RFC 2606), so it never receives mail. */
const ERASED_DOMAIN = "@erased.invalid";

/**
 * An address that identifies nobody, unique per row so the one-open-request-per-address index
 * still holds.
 */
export const erasedAddress = (id: SQL | unknown) => sql`'erased-' || ${id} || ${ERASED_DOMAIN}`;

/** Addresses an erase left, as a LIKE pattern: nobody to find or name there. */
export const ERASED_ADDRESSES = `%${ERASED_DOMAIN}`;

export const isErasedAddress = (email: string) => email.endsWith(ERASED_DOMAIN);
