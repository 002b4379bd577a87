import { screen } from "@testing-library/react";
import { renderWithProviders } from "@web/test/render";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FaqAdmin } from "./faqs/FaqAdmin";
import { LeadsPage } from "./leads/LeadsPage";
import { NewsletterAdmin } from "./newsletter/NewsletterAdmin";
import { OutboxAdmin } from "./outbox/OutboxAdmin";
import { PricingAdmin } from "./pricing/PricingAdmin";
import { RequestsPage } from "./requests/RequestsPage";
import { SessionsPage } from "./sessions/SessionsPage";

afterEach(() => vi.unstubAllGlobals());

const PAGES: [string, ReactElement, string][] = [
  ["/admin/sessions", <SessionsPage key="sessions" />, "sessions"],
  ["/admin/pricing", <PricingAdmin key="pricing" />, "pricing plans"],
  ["/admin/faqs", <FaqAdmin key="faqs" />, "FAQs"],
  ["/admin/requests", <RequestsPage key="requests" />, "session requests"],
  ["/admin/newsletter", <NewsletterAdmin key="newsletter" />, "subscribers"],
  ["/admin/outbox", <OutboxAdmin key="outbox" />, "emails"],
  ["/admin/leads", <LeadsPage key="leads" />, "leads"],
];

describe("every back-office list", () => {
  it.each(PAGES)("%s says it is loading, then why it could not load", async (_path, page, what) => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ error: { code: "internal_error", message: "The database is busy." } }, { status: 503 }),
      ),
    );
    renderWithProviders(page);
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      `Could not load the ${what}: 503: The database is busy.`,
    );
  });
});
