import { publicFaqsQuery, publicPricingQuery, publicSessionsQuery, seoSettingsQuery } from "@web/api/public-reads";
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
  it("puts each answer the Worker embeds by API path under its query's key, so the page renders without fetching", () => {
    const client = createQueryClient();
    primeQueryCache(
      client,
      documentWith(
        '{"/api/pricing":[{"id":1,"capitalPrice":21}],"/api/faqs":[],"/api/sessions":[{"id":3}],' +
          '"/api/seo":{"geoHeadingEn":"x \\u003c y"},"/api/unknown":[1]}',
      ),
    );
    expect(client.getQueryData(publicPricingQuery().queryKey)).toEqual([{ id: 1, capitalPrice: 21 }]);
    expect(client.getQueryData(publicFaqsQuery().queryKey)).toEqual([]);
    expect(client.getQueryData(publicSessionsQuery().queryKey)).toEqual([{ id: 3 }]);
    expect(client.getQueryData(seoSettingsQuery().queryKey)).toEqual({ geoHeadingEn: "x < y" });
    expect(client.getQueryState(publicPricingQuery().queryKey)?.status).toBe("success");
    // Only the reads the page knows: nothing else lands in the cache.
    expect(client.getQueryCache().getAll()).toHaveLength(4);
  });

  it("leaves the cache empty when the page has no data, or unreadable data", () => {
    for (const doc of [documentWith(null), documentWith("{not json"), documentWith("null")]) {
      const client = createQueryClient();
      primeQueryCache(client, doc);
      expect(client.getQueryCache().getAll()).toEqual([]);
    }
  });
});
