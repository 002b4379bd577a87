import type { OutboxEmail, OutboxItem } from "@schema/api";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@web/components/ui/toaster";
import { answerApi, pageAnswer, stubApi } from "@web/test/api";
import { renderAdminPage } from "@web/test/render";
import { afterEach, describe, expect, it } from "vitest";

afterEach(() => toast.dismiss());

const failed: OutboxEmail = {
  id: 7,
  kind: "lead_copy",
  recipient: "amira@example.tn",
  locale: "fr",
  subject: "Votre demande",
  status: "dead",
  attempts: 8,
  lastError: "550 mailbox unavailable",
  campaignId: null,
  createdAt: "2026-11-02T09:30:00.000Z",
  sentAt: null,
  html: "<p>Bonjour</p>",
  text: "Bonjour",
  headers: {},
};

/** An outbox of one failed email that a retry queues again; records each list page asked for. */
function stubOutboxApi() {
  let email: OutboxEmail = failed;
  const listed: string[] = [];
  answerApi(({ method, url }) => {
    if (method === "POST" && url.pathname === "/api/admin/outbox/7/retry") {
      email = { ...email, status: "pending", attempts: 0, lastError: null };
      return Response.json({ id: 7, status: "pending" });
    }
    if (url.pathname === "/api/admin/outbox/7") return Response.json(email);
    listed.push(url.search);
    const { html: _html, text: _text, headers: _headers, ...item } = email;
    const items: OutboxItem[] = url.searchParams.get("status") === "sent" ? [] : [item];
    return Response.json(pageAnswer(items, { counts: { pending: 0, sending: 0, sent: 0, dead: 1, suppressed: 0 } }));
  });
  return listed;
}

describe("/admin/outbox", () => {
  it("asks for the chosen status, and says when no email has it", async () => {
    const listed = stubOutboxApi();
    const user = userEvent.setup();
    renderAdminPage("/admin/outbox");
    await screen.findByRole("table", { name: "Emails" });
    await user.selectOptions(screen.getByLabelText("Status"), "sent");
    expect(await screen.findByText("No emails with this status.")).toBeInTheDocument();
    expect(listed).toEqual([
      "?page=1&pageSize=25&sort=createdAt&order=desc",
      "?page=1&pageSize=25&sort=createdAt&order=desc&status=sent",
    ]);
  });

  it("sorts on the Worker by the header clicked, and says which way in aria-sort", async () => {
    const listed = stubOutboxApi();
    const user = userEvent.setup();
    renderAdminPage("/admin/outbox");
    const table = await screen.findByRole("table", { name: "Emails" });
    const to = within(table).getByRole("columnheader", { name: "To" });
    expect(to).not.toHaveAttribute("aria-sort");
    expect(within(table).getByRole("columnheader", { name: "Queued at" })).toHaveAttribute("aria-sort", "descending");
    await user.click(within(to).getByRole("button", { name: "To" }));
    expect(to).toHaveAttribute("aria-sort", "ascending");
    await user.click(within(to).getByRole("button", { name: "To" }));
    expect(to).toHaveAttribute("aria-sort", "descending");
    expect(listed.slice(1)).toEqual([
      "?page=1&pageSize=25&sort=recipient&order=asc",
      "?page=1&pageSize=25&sort=recipient&order=desc",
    ]);
    // Counts of the whole outbox label the status filter's choices.
    expect(screen.getByRole("option", { name: "Failed (1)" })).toBeInTheDocument();
  });

  it("retries a failed email, and the list shows it queued again", async () => {
    stubOutboxApi();
    const user = userEvent.setup();
    renderAdminPage("/admin/outbox");
    const row = await screen.findByRole("row", { name: /amira@example\.tn/ });
    expect(within(row).getByText("Failed")).toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: "View email #7" }));
    const dialog = await screen.findByRole("dialog", { name: "Votre demande" });
    await user.click(within(dialog).getByRole("button", { name: "Retry sending" }));

    expect(await screen.findByText("Email queued again")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(
      await within(screen.getByRole("row", { name: /amira@example\.tn/ })).findByText("Queued"),
    ).toBeInTheDocument();
  });

  it("shows each email's subject as its reader got it, in their language, and says when it is no longer kept", async () => {
    const item = ({ html: _h, text: _t, headers: _hd, ...rest }: OutboxEmail): OutboxItem => rest;
    stubApi({
      "/api/admin/outbox": pageAnswer(
        [
          { ...item(failed), id: 1, kind: "newsletter_issue", locale: "fr", subject: "Nos premières séances" },
          {
            ...item(failed),
            id: 2,
            kind: "session_request_waitlisted",
            locale: "ar",
            subject: "أنت على قائمة الانتظار: Brunch",
          },
          { ...item(failed), id: 3, kind: "lead_copy", recipient: "", status: "sent", subject: "" },
        ],
        { counts: { pending: 0, sending: 0, sent: 1, dead: 2, suppressed: 0 } },
      ),
    });
    renderAdminPage("/admin/outbox");
    const table = await screen.findByRole("table", { name: "Emails" });
    const subjects = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getAllByRole("cell")[2]!.textContent);
    expect(subjects).toEqual(["Nos premières séances", "أنت على قائمة الانتظار: Brunch", "No longer kept"]);
  });
});
