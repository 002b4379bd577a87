/**
 * emails.e2e.ts renders the Worker's email templates in Node. One of them reaches, by a type-only
 * import, worker/db.ts, which names D1's binding type: a global in the Worker's types, which the
 * Node project does not load (they redeclare the DOM's fetch types).
 */
type D1Database = import("@cloudflare/workers-types/index.ts").D1Database;
