import { describe, expect, it } from "vitest";
import { call } from "../test/helpers";

const alternates = (html: string) =>
  [...html.matchAll(/<meta property="og:locale:alternate" content="([^"]+)">/g)].map((match) => match[1]);

describe("og:locale:alternate", () => {
  it.each([
    ["/", "en_US", ["fr_TN", "ar_TN"]],
    ["/?lang=fr", "fr_TN", ["en_US", "ar_TN"]],
    ["/?lang=ar", "ar_TN", ["en_US", "fr_TN"]],
    ["/privacy?lang=ar", "ar_TN", ["en_US", "fr_TN"]],
  ])("%s names the page's two other languages", async (path, locale, others) => {
    const html = await (await call(path, { headers: { Accept: "text/html" } })).text();
    expect(html).toContain(`<meta property="og:locale" content="${locale}">`);
    expect(alternates(html)).toEqual(others);
  });
});
