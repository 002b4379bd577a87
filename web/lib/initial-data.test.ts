import { describe, expect, it } from "vitest";
import { primeQueryCache } from "./initial-data";
import { createQueryClient } from "./query-client";

function documentWith(json: string | null) {
  const doc = document.implementation.createHTMLDocument("");
  if (json !== null) {
    const script = doc.createElement("script");
    script.type = "application/json";
    script.id = "initial-data";
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

describe("primeQueryCache", () => {
  it("puts each embedded answer under its API path, so the page renders without fetching", () => {
    const client = createQueryClient();
    primeQueryCache(
      client,
      documentWith('{"/api/pricing":[{"id":1,"capitalPrice":21}],"/api/seo":{"geoHeadingEn":"x \\u003c y"}}'),
    );
    expect(client.getQueryData(["/api/pricing"])).toEqual([{ id: 1, capitalPrice: 21 }]);
    expect(client.getQueryData(["/api/seo"])).toEqual({ geoHeadingEn: "x < y" });
    expect(client.getQueryState(["/api/pricing"])?.status).toBe("success");
  });

  it("leaves the cache empty when the page has no data, or unreadable data", () => {
    for (const doc of [documentWith(null), documentWith("{not json"), documentWith("null")]) {
      const client = createQueryClient();
      primeQueryCache(client, doc);
      expect(client.getQueryCache().getAll()).toEqual([]);
    }
  });
});
