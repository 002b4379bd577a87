import { describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../schema/api";
import { adminSession, sameOrigin } from "../test/admins";
import { call, forgetCachedSeoSettings, json } from "../test/helpers";

async function put(body: unknown, token?: string) {
  const headers: Record<string, string> = { ...sameOrigin, "Content-Type": "application/json" };
  if (token) headers.Cookie = `cafe_session=${token}`;
  return call("/api/seo", { method: "PUT", headers, body: JSON.stringify(body) });
}

describe("/api/seo", () => {
  it("answers an empty object before any settings exist", async () => {
    await forgetCachedSeoSettings();
    const res = await call("/api/seo");
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({});
  });

  it("saves for an admin only, and the very next read shows the change", async () => {
    await forgetCachedSeoSettings();
    expect((await put({ defaultTitleFr: "Titre" })).status).toBe(401);

    const token = await adminSession();
    const saved = await put(
      { defaultTitleFr: "  Café Talk — Tunisie  ", geoHeadingEn: "Across Tunisia", aiInfoJson: { service: "cafés" } },
      token,
    );
    expect(saved.status).toBe(200);
    expect(saved.headers.get("Cache-Control")).toBe("no-store");
    expect(await json(await call("/api/seo"))).toMatchObject({
      defaultTitleFr: "Café Talk — Tunisie",
      geoHeadingEn: "Across Tunisia",
      aiInfoJson: { service: "cafés" },
      ogType: "website",
      twitterCard: "summary_large_image",
    });

    await put({ defaultTitleFr: "Nouveau titre" }, token);
    expect(await json(await call("/api/seo"))).toMatchObject({
      defaultTitleFr: "Nouveau titre",
      geoHeadingEn: "Across Tunisia",
    });
  });

  it("refuses AI info that is not a JSON object", async () => {
    const token = await adminSession();
    const res = await put({ aiInfoJson: "{not json" }, token);
    expect(res.status).toBe(400);
    expect(Object.keys((await json<ApiErrorBody>(res)).error.fields ?? {})).toEqual(["aiInfoJson"]);
  });
});
