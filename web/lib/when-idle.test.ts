import { afterEach, describe, expect, it, vi } from "vitest";
import { stepWhenIdle } from "./when-idle";

describe("stepWhenIdle", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("runs each step in an idle moment of its own, in order, once the page has loaded", () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
    const ran: string[] = [];
    stepWhenIdle(["pricing", "schedule", "faq"].map((section) => () => ran.push(section)));
    expect(ran).toEqual([]);
    idle.shift()?.();
    expect(ran).toEqual(["pricing"]);
    idle.shift()?.();
    idle.shift()?.();
    expect(ran).toEqual(["pricing", "schedule", "faq"]);
    expect(idle).toEqual([]);
  });

  it("waits for the page's load event when it has not loaded yet", () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    const ran: string[] = [];
    stepWhenIdle([() => ran.push("pricing")]);
    expect(idle).toEqual([]);
    readyState.mockRestore();
    window.dispatchEvent(new Event("load"));
    idle.shift()?.();
    expect(ran).toEqual(["pricing"]);
  });
});
