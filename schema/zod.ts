import { z } from "zod";

// Pages are served under a CSP without 'unsafe-eval'. zod's JIT would probe `new Function` and
// trip it (a violation in every browser console, and a Lighthouse best-practices failure), so
// schemas are built without it. Import `z` from here, never from "zod", so this runs first.
z.config({ jitless: true });

export { z };
