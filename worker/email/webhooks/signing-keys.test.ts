import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import {
  FetchedKeys,
  MAILCHANNELS_KEY_URL,
  MAX_KEPT_KEY_IDS,
  MAX_LOOKUPS_PER_MINUTE,
  SigningKeyUnavailable,
  signingKeySource,
} from "./signing-keys";

const unpinned = { ...env, MAILCHANNELS_WEBHOOK_KEYS: undefined };

describe("the webhook's signing keys", () => {
  it("are fetched from MailChannels by key id and kept", async () => {
    const fetcher = vi.fn(async () => Response.json({ id: "k-1", key: "MCowBQYDK2VwAyEA" }));
    const keys = signingKeySource(unpinned, fetcher as unknown as typeof fetch, Date.now, new FetchedKeys());
    expect(await keys("k-1")).toBe("MCowBQYDK2VwAyEA");
    expect(await keys("k-1")).toBe("MCowBQYDK2VwAyEA");
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]).toEqual([`${MAILCHANNELS_KEY_URL}?id=k-1`, expect.anything()]);
  });

  it("know an unknown id as none, and an unreachable service as a reason to retry", async () => {
    const missing = signingKeySource(
      unpinned,
      (async () => new Response("", { status: 404 })) as unknown as typeof fetch,
    );
    expect(await missing("nope")).toBeNull();
    const down = signingKeySource(unpinned, (async () => {
      throw new TypeError("network down");
    }) as unknown as typeof fetch);
    await expect(down("k-2")).rejects.toBeInstanceOf(SigningKeyUnavailable);
    const broken = signingKeySource(
      unpinned,
      (async () => new Response("oops", { status: 500 })) as unknown as typeof fetch,
    );
    await expect(broken("k-3")).rejects.toBeInstanceOf(SigningKeyUnavailable);
  });

  it("can be pinned in MAILCHANNELS_WEBHOOK_KEYS, and then nothing is fetched", async () => {
    const fetcher = vi.fn();
    const keys = signingKeySource({ ...env, MAILCHANNELS_WEBHOOK_KEYS: '{"k-1":"PINNED"}' }, fetcher);
    expect(await keys("k-1")).toBe("PINNED");
    expect(await keys("toString")).toBeNull();
    expect(fetcher).not.toHaveBeenCalled();
    expect(() => signingKeySource({ ...env, MAILCHANNELS_WEBHOOK_KEYS: "not json" })).toThrow(SigningKeyUnavailable);
  });

  it("fetch a bounded number of unknown ids a minute, and remember a bounded number of ids", async () => {
    let nowMs = Date.now();
    const fetcher = vi.fn(async () => Response.json({ key: "KEY" }));
    const keys = signingKeySource(unpinned, fetcher as unknown as typeof fetch, () => nowMs, new FetchedKeys());
    for (let i = 0; i < MAX_LOOKUPS_PER_MINUTE; i++) expect(await keys(`made-up-${i}`)).toBe("KEY");
    await expect(keys("one-too-many")).rejects.toBeInstanceOf(SigningKeyUnavailable);
    expect(fetcher).toHaveBeenCalledTimes(MAX_LOOKUPS_PER_MINUTE);

    // A minute later the budget is back; ids beyond the kept number push the oldest out.
    for (let i = MAX_LOOKUPS_PER_MINUTE; i <= MAX_KEPT_KEY_IDS; i++) {
      if (i % MAX_LOOKUPS_PER_MINUTE === 0) nowMs += 60_001;
      expect(await keys(`made-up-${i}`)).toBe("KEY");
    }
    fetcher.mockClear();
    nowMs += 1;
    await keys(`made-up-${MAX_KEPT_KEY_IDS}`);
    expect(fetcher).not.toHaveBeenCalled();
    await keys("made-up-0");
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("never fetch an id MailChannels would not give", async () => {
    const fetcher = vi.fn();
    const keys = signingKeySource(unpinned, fetcher, Date.now, new FetchedKeys());
    expect(await keys("x".repeat(129))).toBeNull();
    expect(await keys("../../admin")).toBeNull();
    expect(fetcher).not.toHaveBeenCalled();
  });
});
