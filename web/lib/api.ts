import type { ApiErrorBody } from "@schema/api";
import type { ApiAnswers, ApiGetPath, PathAnswering } from "@schema/api-answers";

/** A non-OK answer. Its message follows docs/product-rules.md#errors: "{status}: {message or body text}". */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: ApiErrorBody | null,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

async function failure(res: Response): Promise<ApiRequestError> {
  const text = await res.text().catch(() => "");
  let body: ApiErrorBody | null = null;
  try {
    body = JSON.parse(text) as ApiErrorBody;
  } catch {
    body = null;
  }
  const detail = body?.error?.message ?? (text || res.statusText);
  return new ApiRequestError(res.status, `${res.status}: ${detail}`, body);
}

/** Every call sends the session cookie and speaks JSON (docs/product-rules.md#api-calls). */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  const res = await fetch(path, { ...init, headers, credentials: "include" });
  if (!res.ok) throw await failure(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** A query string's parameters; an empty one means "any" and is left out of the URL. */
export type QueryParams = Record<string, string | number | undefined>;

function withQuery(path: string, query: QueryParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== "") search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * A GET, typed by its path: the answer is what schema/api-answers.ts says that path answers, the
 * type the Worker's route is checked against, so no caller can name another.
 */
export const apiGet = <P extends ApiGetPath>(path: P, query: QueryParams = {}) =>
  apiFetch<ApiAnswers[P]>(withQuery(path, query));

/**
 * apiGet for helpers generic in what they read (a list of any kind of row): TypeScript cannot
 * narrow `ApiAnswers[P]` for a generic path, but every path PathAnswering<A> admits answers an `A`.
 */
export const apiGetAnswering = <A>(path: PathAnswering<A>, query?: QueryParams) => apiGet(path, query) as Promise<A>;

export const apiSend = <T>(method: "POST" | "PUT" | "PATCH" | "DELETE", path: string, body?: unknown) =>
  apiFetch<T>(path, { method, body: body === undefined ? undefined : JSON.stringify(body) });
