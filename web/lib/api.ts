import type { ApiErrorBody } from "@schema/api";

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

export const apiGet = <T>(path: string) => apiFetch<T>(path);

export const apiSend = <T>(method: "POST" | "PUT" | "PATCH" | "DELETE", path: string, body?: unknown) =>
  apiFetch<T>(path, { method, body: body === undefined ? undefined : JSON.stringify(body) });
