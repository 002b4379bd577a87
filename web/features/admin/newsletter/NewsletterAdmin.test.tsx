import type { CampaignSummary, Subscriber } from "@schema/api";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@web/components/ui/toaster";
import { answerApi, pageAnswer } from "@web/test/api";
import { campaign as aCampaign } from "@web/test/fixtures";
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

const campaign = (
  id: number,
  status: CampaignSummary["status"],
  subject: string,
  more: Partial<CampaignSummary> = {},
) => aCampaign({ id, status, subject, bodyEn: "", ...more });

const STARTED = { startedAt: "2026-11-03T10:00:00.000Z", recipients: 5 };
const CAMPAIGNS: CampaignSummary[] = [
  campaign(6, "draft", ""),
  campaign(5, "scheduled", "Soon", { scheduledAt: "2026-12-05T09:00:00.000Z" }),
  campaign(4, "sending", "Going", { ...STARTED, sent: 3, queued: 2 }),
  campaign(3, "paused", "Held", { ...STARTED, sent: 1, queued: 4 }),
  campaign(2, "cancelled", "Stopped", { ...STARTED, sent: 1, finishedAt: "2026-11-03T11:00:00.000Z" }),
  campaign(1, "sent", "Launch", {
    ...STARTED,
    sent: 3,
    unsubscribed: 1,
    suppressed: 1,
    finishedAt: "2026-11-03T11:00:00.000Z",
  }),
];

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
      if (path === "/api/admin/newsletter/audience")
        return Response.json({ total: 0, byLocale: { en: 0, fr: 0, ar: 0 } });
      if (path === "/api/admin/newsletter/preview")
        return Response.json({ locale: "en", subject: "", html: "<p></p>", text: "" });
      if (path === "/api/admin/newsletter/campaigns") return Response.json(campaign(9, "draft", ""), { status: 201 });
      return Response.json({ id: 4, status: "allowed" });
    }
    if (path === "/api/admin/newsletter/campaigns") return Response.json(CAMPAIGNS);
    if (path.startsWith("/api/admin/newsletter/campaigns/")) return Response.json(campaign(9, "draft", ""));
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

    await user.selectOptions(screen.getByLabelText("Status"), "bounced");
    expect(await screen.findByText("gone@example.tn")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("amira@example.tn")).not.toBeInTheDocument());
    expect(screen.queryByText("amira@example.tn")).not.toBeInTheDocument();
    const row = screen.getByText("gone@example.tn").closest("tr")!;
    expect(within(row).getByText("Bounced")).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Status"), "");
    expect(await screen.findByText("amira@example.tn")).toBeInTheDocument();
  });

  it("lists the campaigns with their state, delivery and the actions their state allows", async () => {
    stubNewsletterApi();
    renderAdminPage("/admin/newsletter");
    const rows = await screen.findAllByTestId("campaign-row");
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    expect(rows.map((row) => cells(row)[0])).toEqual(["(no subject)", "Soon", "Going", "Held", "Stopped", "Launch"]);
    expect(rows.map((row) => cells(row)[1])).toEqual([
      "Draft",
      "Scheduled for Sat 5 Dec, 10:00",
      "Sending 3/5",
      "Paused",
      "Cancelled",
      "Sent",
    ]);
    expect(cells(rows[5]!)[3]).toBe("3 of 5 sent, 1 unsubscribed before sending, 1 bounced or complained");
    const actions = (row: HTMLElement) =>
      [...within(row).getAllByRole("link"), ...within(row).getAllByRole("button")].map(
        (control) => control.textContent,
      );
    expect(actions(rows[0]!)).toEqual(["Edit", "Duplicate", "Delete"]);
    expect(actions(rows[1]!)).toEqual(["Edit", "Duplicate"]);
    expect(actions(rows[2]!)).toEqual(["Open", "Report", "Duplicate"]);
    expect(actions(rows[5]!)).toEqual(["Open", "Report", "Duplicate"]);
    expect(within(rows[5]!).getByRole("link", { name: "Report of Launch" })).toHaveAttribute(
      "href",
      "/admin/newsletter/campaigns/1#report",
    );
  });

  it("deletes a draft only once confirmed", async () => {
    const { calls } = stubNewsletterApi();
    const user = userEvent.setup();
    renderAdminPage("/admin/newsletter");
    await user.click(await screen.findByRole("button", { name: "Delete (no subject)" }));
    const dialog = await screen.findByRole("alertdialog", { name: 'Delete the draft "(no subject)"?' });
    expect(calls).not.toHaveBeenCalledWith(expect.objectContaining({ method: "DELETE" }));
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith(
        expect.objectContaining({ method: "DELETE", path: "/api/admin/newsletter/campaigns/6" }),
      ),
    );
  });

  it("creates a draft for a new campaign and opens its editor", async () => {
    const { posted } = stubNewsletterApi();
    const user = userEvent.setup();
    const { router } = renderAdminPage("/admin/newsletter");
    await user.click(await screen.findByRole("button", { name: "New campaign" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/newsletter/campaigns/9"));
    expect(posted.filter((path) => path.endsWith("/campaigns"))).toEqual(["/api/admin/newsletter/campaigns"]);
    expect(await screen.findByRole("textbox", { name: "Subject (English)" })).toHaveValue("");
  });
});
