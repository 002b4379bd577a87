import { delay, HttpResponse, http } from "msw";
import { vi } from "vitest";
import { server } from "./server";

/**
 * Answers the API from a map of path → JSON body, or → a function of the request's URL giving it
 * (a list answering its query), whatever the method, in place of any answers given before; any
 * other path is the default 404. Answers a record of every request the app sent, as
 * `(path with query, request)`.
 */
export function stubApi(routes: Record<string, unknown>) {
  server.resetHandlers();
  server.use(
    ...Object.entries(routes).map(([path, answer]) =>
      http.all(path, ({ request }) =>
        HttpResponse.json(typeof answer === "function" ? answer(new URL(request.url)) : answer),
      ),
    ),
  );
  return recordRequests();
}

/** Every request the app sends from now on, as `(path with query, request)`. */
function recordRequests() {
  const requests = vi.fn<(path: string, request: Request) => void>();
  server.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    requests(url.pathname + url.search, request);
  });
  return requests;
}

/** One page of a list as the Worker answers it, for stubbed routes. */
export function pageAnswer<T>(items: T[], extra: Record<string, unknown> = {}) {
  return { items, total: items.length, page: 1, pageSize: 25, ...extra };
}

/** Every API request answers this status and body. Answers the record of the requests. */
export function answerEveryRequest(status: number, body: unknown, init: { statusText?: string } = {}) {
  return answerApi(() => Response.json(body, { status, ...init }));
}

/** No API request is ever answered: what the app shows while it waits. */
export function answerNoRequest() {
  server.use(http.all("/api/*", () => delay("infinite")));
}

/** A request the app sent, as a test's answer reads it. */
export interface ApiCall {
  method: string;
  /** The path with its query, as the app wrote it. */
  path: string;
  url: URL;
  headers: Headers;
  /** The JSON body, if any: parsed as `JSON.parse` does, for the answer to read as it needs. */
  // biome-ignore lint/suspicious/noExplicitAny: JSON as the app sent it, like `JSON.parse`'s result.
  body: any;
}

/**
 * Every API request is answered by `answer`, which sees its method, path and body. Answers the
 * record of the requests, each as the `ApiCall` the answer saw.
 */
export function answerApi(answer: (call: ApiCall) => Response | Promise<Response>) {
  const calls = vi.fn<(call: ApiCall) => void>();
  server.use(
    http.all("/api/*", async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      const call = {
        method: request.method,
        path: url.pathname + url.search,
        url,
        headers: request.headers,
        body: text ? JSON.parse(text) : undefined,
      };
      calls(call);
      return answer(call);
    }),
  );
  return calls;
}
