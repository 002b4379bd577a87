import "@testing-library/jest-dom/vitest";
import { LOCALES } from "@schema/constants";
import { cleanup, configure } from "@testing-library/react";
import { preloadLocale } from "@web/i18n/messages";
import { afterEach, beforeAll } from "vitest";

// `findBy…` and `waitFor` wait as long as a visitor would for a lazily loaded part: in the tests,
// its first import is also compiled on demand, which takes seconds on a loaded 2-core machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// Every text set the test file imported, in every language, so components render synchronously
// as they do in the app after its entry has loaded the page's language.
beforeAll(() => Promise.all(LOCALES.map(preloadLocale)));
