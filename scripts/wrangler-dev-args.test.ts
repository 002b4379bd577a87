/**
 * The local Worker writes its emails' links on the port it serves: `PORT=8812 npm start` mails
 * links to :8812. Part of `npm test` (node --test).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { wranglerDevArgs } from "./lib/wrangler-dev-args.ts";

const varsOf = (args: string[]) => args.flatMap((arg, i) => (args[i - 1] === "--var" ? [arg] : []));

test("the Worker's base URL follows the port it is served on", () => {
  const args = wranglerDevArgs({ port: 8812 });
  assert.deepEqual(args.slice(0, 3), ["dev", "--port", "8812"]);
  assert.deepEqual(varsOf(args), ["PUBLIC_BASE_URL:http://localhost:8812"]);
});

test("a base URL the caller gives wins, with its other variables", () => {
  const args = wranglerDevArgs({ port: 9000, vars: { PUBLIC_BASE_URL: "http://127.0.0.1:9000", EXTRA: "x" } });
  assert.deepEqual(varsOf(args), ["PUBLIC_BASE_URL:http://127.0.0.1:9000", "EXTRA:x"]);
});
