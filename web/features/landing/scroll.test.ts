import { afterEach, describe, expect, it, vi } from "vitest";
import { layOutSkippedSectionsWhenIdle, scrollToSection } from "./scroll";

/** A landing page's skipped blocks as the Worker writes them: sections, and large parts inside some. */
function skippedPage() {
  document.body.innerHTML = `
    <section id="pricing" class="below-the-fold"><div id="plans" class="below-the-fold-part"></div></section>
    <section id="upcoming-lessons" class="below-the-fold">
      <ul><li id="card-1" class="below-the-fold-part"></li><li id="card-2" class="below-the-fold-part"></li></ul>
    </section>
    <section id="faq" class="below-the-fold"></section>`;
}
const laidOut = () => [...document.querySelectorAll("[data-laid-out]")].map((element) => element.id);

describe("the landing page's skipped sections", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.innerHTML = "";
  });

  it("are laid out when idle after load, a section before its parts, each in a step of its own", async () => {
    skippedPage();
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
    // Once the webfonts have come, which happy-dom has none of.
    Object.defineProperty(document, "fonts", { value: { ready: Promise.resolve() }, configurable: true });
    await layOutSkippedSectionsWhenIdle();
    const steps: string[][] = [];
    while (idle.length > 0) {
      idle.shift()?.();
      steps.push(laidOut());
    }
    expect(steps).toEqual([
      ["pricing"],
      ["pricing", "plans"],
      ["pricing", "plans", "upcoming-lessons"],
      ["pricing", "plans", "upcoming-lessons", "card-1"],
      ["pricing", "plans", "upcoming-lessons", "card-1", "card-2"],
      ["pricing", "plans", "upcoming-lessons", "card-1", "card-2", "faq"],
    ]);
  });

  it("are all laid out at once when the visitor jumps to one, so the scroll stops where it should", () => {
    skippedPage();
    const scrolledTo: string[] = [];
    vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(function (this: HTMLElement) {
      scrolledTo.push(this.id);
    });
    scrollToSection("faq");
    expect(laidOut()).toEqual(["pricing", "plans", "upcoming-lessons", "card-1", "card-2", "faq"]);
    expect(scrolledTo).toEqual(["faq"]);
  });
});
