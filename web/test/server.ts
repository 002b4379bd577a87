import { setupServer } from "msw/node";
import { apiDefaults } from "./fixtures";

/**
 * The API as the web tests see it: every request the app sends goes through these handlers (MSW
 * intercepts `fetch`). A test gives the answers its rule is about with `server.use(...)`, which
 * come before the defaults and are dropped after each test (web/test/setup.ts).
 */
export const server = setupServer(...apiDefaults);
