import "@testing-library/jest-dom/vitest";
import { LOCALES } from "@schema/constants";
import { cleanup, configure } from "@testing-library/react";
import { preloadLocale } from "@web/i18n/messages";
import { afterAll, afterEach, beforeAll } from "vitest";
import { server } from "./server";

// `findBy…` and `waitFor` wait as long as a visitor would for a lazily loaded part: in the tests,
// its first import is also compiled on demand, which takes seconds on a loaded 2-core machine.
configure({ asyncUtilTimeout: 5_000 });

// A request no handler answers (another origin) fails the test instead of reaching the network.
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

// Every text set the test file imported, in every language, so components render synchronously
// as they do in the app after its entry has loaded the page's language.
beforeAll(() => Promise.all(LOCALES.map(preloadLocale)));
