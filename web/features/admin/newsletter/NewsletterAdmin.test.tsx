import type { Subscriber } from "@schema/api";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@web/components/ui/toaster";
import { answerApi, pageAnswer } from "@web/test/api";
import { renderAdminPage } from "@web/test/render";
import { afterEach, describe, expect, it } from "vitest";

afterEach(() => toast.dismiss()); // sonner keeps its toasts in a module-wide store

const subscriber = (id: number, email: string, status: Subscriber["status"]): Subscriber => ({
  id,
  email,
  name: null,
  locale: "en",
  isActive: status !== "pending",
  status,
  consentSource: "landing_newsletter_form",
  subscribedAt: "2026-11-02T09:30:00.000Z",
  confirmedAt: status === "pending" ? null : "2026-11-02T09:40:00.000Z",
});

/** The newsletter desk's API: five subscribers, one campaign; records each POST's path, and every call. */
function stubNewsletterApi() {
  const posted: string[] = [];
  const calls = answerApi(({ method, url, body }) => {
    const path = url.pathname;
    if (method === "POST") {
      posted.push(path);
      if (path === "/api/admin/newsletter/test") {
        const { to, locale } = body as { to?: string[]; locale?: string };
        const locales = locale ? [locale] : ["en"];
        const recipients = to ?? ["leila@cafetalk.tn"];
        return Response.json({ sent: locales.length * recipients.length, locales, to: recipients }, { status: 202 });
      }
      return Response.json({ id: 4, status: "allowed" });
    }
    if (path === "/api/admin/newsletter/campaigns") {
      return Response.json([
        {
          id: 1,
          subject: "Launch",
          createdAt: "2026-11-03T10:00:00.000Z",
          recipients: 5,
          queued: 0,
          sent: 3,
          failed: 0,
          unsubscribed: 1,
          suppressed: 1,
        },
      ]);
    }
    // The Worker filters; here, as it would for the status asked.
    const all = [
      subscriber(1, "amira@example.tn", "active"),
      subscriber(2, "sami@example.tn", "active"),
      subscriber(3, "hedi@example.tn", "pending"),
      subscriber(4, "gone@example.tn", "bounced"),
      subscriber(5, "angry@example.tn", "complained"),
    ];
    const status = url.searchParams.get("status");
    return Response.json(
      pageAnswer(
        all.filter((s) => !status || s.status === status),
        { counts: { active: 2, pending: 1, bounced: 1, complained: 1 } },
      ),
    );
  });
  return { posted, calls };
}

const statCard = (label: string) => screen.getByText(label, { selector: "p" }).parentElement!;

describe("/admin/newsletter", () => {
  it("offers to allow emails again only to bounced and complaining subscribers, after a warning", async () => {
    const { posted } = stubNewsletterApi();
    const user = userEvent.setup();
    renderAdminPage("/admin/newsletter");
    await screen.findByText("amira@example.tn");
    const allowButtons = screen.getAllByRole("button", { name: /^Allow emails to/ });
    expect(allowButtons.map((button) => button.getAttribute("aria-label"))).toEqual([
      "Allow emails to gone@example.tn again",
      "Allow emails to angry@example.tn again",
    ]);
    await user.click(allowButtons[1]!);
    const dialog = await screen.findByRole("alertdialog", { name: "Allow emails to angry@example.tn again?" });
    expect(dialog).toHaveTextContent("They reported an email from us as spam.");
    await user.click(within(dialog).getByRole("button", { name: "Allow again" }));
    await waitFor(() => expect(posted).toEqual(["/api/admin/newsletter/subscribers/5/allow"]));
  });

  it("takes bodies in Markdown, and says which body holds HTML before sending anything", async () => {
    const { posted } = stubNewsletterApi();
    const user = userEvent.setup();
    renderAdminPage("/admin/newsletter");
    await screen.findByText("amira@example.tn");
    await user.click(screen.getByRole("button", { name: "Compose newsletter" }));
    const dialog = await screen.findByRole("dialog", { name: "Compose newsletter" });
    expect(within(dialog).getByText(/^Markdown: \*\*bold\*\*/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Subject (English)"), "Launch");
    await user.type(within(dialog).getByLabelText("Body (English)"), "Hello <b>all</b>");
    await user.click(within(dialog).getByRole("button", { name: "Send test" }));
    expect(
      await screen.findByText(
        "Body (English): Write the body in Markdown: HTML tags such as <script> are not allowed.",
      ),
    ).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it("sends a test to the addresses typed, in the language chosen, and says where it went", async () => {
    const { posted, calls } = stubNewsletterApi();
    const user = userEvent.setup();
    renderAdminPage("/admin/newsletter");
    await user.click(await screen.findByRole("button", { name: "Compose newsletter" }));
    const dialog = await screen.findByRole("dialog", { name: "Compose newsletter" });
    await user.type(within(dialog).getByLabelText("Subject (English)"), "Launch");
    await user.type(within(dialog).getByLabelText("Body (English)"), "Hello **all**");
    const to = within(dialog).getByLabelText("Send a test to");
    await user.type(to, "a@x.tn, b@x.tn, c@x.tn, d@x.tn, e@x.tn, f@x.tn");
    await user.click(within(dialog).getByRole("button", { name: "Send test" }));
    expect(await screen.findByText("A test goes to at most 5 addresses")).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.clear(to);
    await user.type(to, "sami@cafetalk.tn, nour@cafetalk.tn");
    await user.selectOptions(within(dialog).getByLabelText("Test language"), "ar");
    await user.click(within(dialog).getByRole("button", { name: "Send test" }));
    expect(await screen.findByText("2 test email(s) sent to sami@cafetalk.tn, nour@cafetalk.tn.")).toBeInTheDocument();
    expect(posted).toEqual(["/api/admin/newsletter/test"]);
    expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        body: expect.objectContaining({
          subjectEn: "Launch",
          to: ["sami@cafetalk.tn", "nour@cafetalk.tn"],
          locale: "ar",
        }),
      }),
    );
  });

  it("counts subscribers by status, bounced and complained included, and filters by status", async () => {
    stubNewsletterApi();
    const user = userEvent.setup();
    renderAdminPage("/admin/newsletter");
    await screen.findByText("amira@example.tn");

    expect(within(statCard("Total")).getByText("5")).toBeInTheDocument();
    expect(within(statCard("Active")).getByText("2")).toBeInTheDocument();
    expect(within(statCard("Pending Confirmation")).getByText("1")).toBeInTheDocument();
    expect(within(statCard("Bounced")).getByText("1")).toBeInTheDocument();
    expect(within(statCard("Complained")).getByText("1")).toBeInTheDocument();
    // Only the active ones get the newsletter.
    expect(screen.getByRole("button", { name: /Send to 2 active subscriber|Compose newsletter/ })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Status"), "bounced");
    expect(await screen.findByText("gone@example.tn")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("amira@example.tn")).not.toBeInTheDocument());
    expect(screen.queryByText("amira@example.tn")).not.toBeInTheDocument();
    const row = screen.getByText("gone@example.tn").closest("tr")!;
    expect(within(row).getByText("Bounced")).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Status"), "");
    expect(await screen.findByText("amira@example.tn")).toBeInTheDocument();
  });

  it("shows a campaign's issues not sent to bounced or complaining addresses apart from failures", async () => {
    stubNewsletterApi();
    renderAdminPage("/admin/newsletter");
    const row = await screen.findByTestId("campaign-row");
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Launch", expect.any(String), "5", "0", "3", "0", "1", "1"]);
  });
});
