import "@testing-library/jest-dom/vitest";
import { LOCALES } from "@schema/constants";
import { cleanup } from "@testing-library/react";
import { preloadLocale } from "@web/i18n/messages";
import { afterEach, beforeAll } from "vitest";

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// Every text set the test file imported, in every language, so components render synchronously
// as they do in the app after its entry has loaded the page's language.
beforeAll(() => Promise.all(LOCALES.map(preloadLocale)));
