/// <reference types="node" />
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isSpaRoute, SPA_ROUTE_FILES } from "../worker/pages/routes";

function routeFiles(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? routeFiles(join(dir, entry.name), `${prefix}${entry.name}/`)
      : // The root and the layouts (route.tsx: /admin's sign-in gate) frame pages; they serve none.
        entry.name.startsWith("__") || entry.name === "route.tsx"
        ? []
        : [`${prefix}${entry.name}`],
  );
}

describe("the Worker's list of SPA pages", () => {
  it("names every route file under web/routes, and nothing else", () => {
    expect(routeFiles(join(import.meta.dirname, "routes")).sort()).toEqual(Object.keys(SPA_ROUTE_FILES).sort());
  });

  it("recognises each route's path, and refuses others", () => {
    for (const path of Object.values(SPA_ROUTE_FILES)) expect(isSpaRoute(path), path).toBe(true);
    for (const path of ["/nope", "/admin/nope", "/confirm-newsletter/a/b"]) expect(isSpaRoute(path), path).toBe(false);
  });
});
