import type { TypedResponse } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiAnswers, ApiGetPath } from "../../schema/api-answers";

/**
 * A JSON answer whose body reads as `T` in the SPA. `return c.json(value) satisfies JsonAnswer<T>`
 * compiles only while `value`, once JSON (dates as strings), is a `T` of schema/api.ts: a column
 * renamed or retyped in schema/tables.ts, or a field the SPA reads and the route no longer sends,
 * fails the type check here as well as where the SPA reads it.
 */
export type JsonAnswer<T> = TypedResponse<T, ContentfulStatusCode, "json">;

/** The answer of the GET at `P`, as schema/api-answers.ts names it for the SPA. */
export type GetAnswer<P extends ApiGetPath> = JsonAnswer<ApiAnswers[P]>;
