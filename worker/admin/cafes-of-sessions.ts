import { eq } from "drizzle-orm";
import type { ValidationMessageCode } from "../../schema/messages";
import { cafe } from "../../schema/tables";
import type { Database } from "../db";

/** What a session copies from its café (migration 0030's triggers), or from having none. */
type CafeCopy = { cafeName: string | null; cafeAddress: string | null; city?: string };

/**
 * The café a session's form chose, judged against the session's current one: it must exist, and be
 * active unless the session already was in it (an inactive café keeps its sessions, takes no new
 * ones). `copy` is what the triggers will write onto the session, so a change can be compared
 * before it is made (the emails telling people where it moved); `undefined` when the form left the
 * café as it was.
 */
export async function chosenCafe(
  db: Database,
  cafeId: number | null | undefined,
  currentCafeId: number | null,
): Promise<{ problem?: ValidationMessageCode; copy?: CafeCopy }> {
  if (cafeId === undefined) return {};
  if (cafeId === null) return { copy: { cafeName: null, cafeAddress: null } };
  const [chosen] = await db
    .select({ name: cafe.name, address: cafe.address, city: cafe.city, isActive: cafe.isActive })
    .from(cafe)
    .where(eq(cafe.id, cafeId))
    .limit(1);
  if (!chosen) return { problem: "unknown_cafe" };
  if (!chosen.isActive && cafeId !== currentCafeId) return { problem: "inactive_cafe" };
  return { copy: { cafeName: chosen.name, cafeAddress: chosen.address, city: chosen.city } };
}
