import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import type { ApiErrorBody } from "../schema/api";
import { leadInput } from "../schema/inputs";
import { handleError } from "./http/errors";
import { validateJson } from "./http/validate";
import { call, json } from "./test/helpers";

describe("API errors", () => {
  it.each(["/api", "/api/nope", "/api/pricing/extra/path"])("answers unknown %s with a JSON 404", async (path) => {
    const res = await call(path);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await json(res)).toEqual({ error: { code: "not_found", message: "No such API endpoint." } });
  });

  it("does not leak internals when a route throws", async () => {
    const app = new Hono();
    app.get("/boom", () => {
      throw new TypeError("Cannot read properties of undefined (reading 'secret_table')");
    });
    app.onError(handleError);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});

    const res = await app.request("/boom");
    const text = await res.text();

    expect(res.status).toBe(500);
    expect(JSON.parse(text)).toEqual({
      error: { code: "internal_error", message: "Something went wrong. Please try again." },
    });
    expect(text).not.toContain("secret_table");
    // The operator still gets the detail, in the Worker's logs.
    expect(String(log.mock.calls[0]?.[1])).toContain("secret_table");
    log.mockRestore();
  });

  it("answers invalid input with 400 and an English message per field", async () => {
    const app = new Hono();
    app.post("/leads", validateJson(leadInput), (c) => c.json({ ok: true }));
    app.onError(handleError);

    const res = await app.request("/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ userType: "contact", name: " ", email: "nope", subject: "", message: "short" }),
    });

    expect(res.status).toBe(400);
    expect(await json<ApiErrorBody>(res)).toEqual({
      error: {
        code: "validation_failed",
        message: "Some fields are invalid.",
        fields: {
          name: "Name is required",
          email: "Please enter a valid email",
          subject: "Subject is required",
          message: "Message must be at least 10 characters",
        },
      },
    });
  });

  it("answers malformed JSON with a 400 in the error shape", async () => {
    const app = new Hono();
    app.post("/leads", validateJson(leadInput), (c) => c.json({ ok: true }));
    app.onError(handleError);

    const res = await app.request("/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });

    expect(res.status).toBe(400);
    const body = await json<ApiErrorBody>(res);
    expect(body.error.code).toBe("bad_request");
    expect(body.error.message).toMatch(/json/i);
  });
});
