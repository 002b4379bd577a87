/** `npm run db:reset`: deletes the local state (D1, KV, local admin password) and seeds it anew. */
import { rmSync } from "node:fs";
import { seedLocal } from "./seed.ts";

rmSync(".wrangler/state", { recursive: true, force: true });
const admin = await seedLocal();
console.log(`Local data reset. Admin: ${admin.email} / ${admin.password}`);
