/**
 * A request as Cloudflare's edge delivers it to a deployed site: off localhost, where the public
 * forms need Turnstile, so the site has real keys and siteverify is stubbed (no network here).
 */
import { env } from "cloudflare:workers";
import { expect, vi } from "vitest";
import { app } from "../app";
import type { Env } from "../env";
import { atEdge, EDGE } from "./admins";

export const executionContext = {
  waitUntil: () => undefined,
  passThroughOnException: () => undefined,
  props: {},
} as unknown as ExecutionContext;

/** A real site's Turnstile keys (any that are not Cloudflare's test keys). */
export const REAL_TURNSTILE_KEYS = {
  TURNSTILE_SITE_KEY: "0x4AAAAAAAreal-site-key",
  TURNSTILE_SECRET_KEY: "0x4AAAAAAAreal-secret",
};

/** Stands in for Turnstile's siteverify and records what it was asked; undo with vi.unstubAllGlobals. */
export function stubSiteverify(answer: unknown | Error) {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      expect(String(input)).toBe("https://challenges.cloudflare.com/turnstile/v0/siteverify");
      asked.push(new URLSearchParams(String(init?.body)));
      if (answer instanceof Error) throw answer;
      return Response.json(answer);
    }),
  );
  return asked;
}

/** The Worker's answer to a request, with these vars over the test bindings. */
const fetchWithVars = (request: Request, vars: Partial<Env> = {}) =>
  app.fetch(request, { ...env, ...vars }, executionContext);

/**
 * A public form's JSON POST to the deployed site (EDGE) from a browser that passed Turnstile (the
 * caller stubs siteverify), by default from a client of its own.
 */
export const postFormAtEdge = (path: string, body: unknown, headers: Record<string, string> = atEdge()) =>
  fetchWithVars(
    new Request(`${EDGE}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Turnstile-Token": "passed", ...headers },
      body: JSON.stringify(body),
    }),
    { ...REAL_TURNSTILE_KEYS, PUBLIC_BASE_URL: EDGE },
  );
