import type { Campaign, CampaignReport } from "@schema/api";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@web/components/ui/toaster";
import { answerApi } from "@web/test/api";
import { campaign } from "@web/test/fixtures";
import { renderAdminPage } from "@web/test/render";
import { afterEach, describe, expect, it } from "vitest";

afterEach(() => toast.dismiss());

const counts = (sent: number) => ({ queued: 0, sent, failed: 1, bounced: 2, complained: 0, unsubscribed: 3 });
const REPORT: CampaignReport = {
  campaign: campaign({ status: "sent", startedAt: "2026-11-03T10:00:00.000Z" }),
  total: counts(1284),
  byLocale: { en: counts(812), fr: counts(301), ar: counts(171) },
  timeline: [{ hour: "2026-11-03T11:00", sent: 1284 }],
};

/** The campaign API around one campaign; `refusePut` answers saves with a field error. */
function stubCampaignApi(start: Campaign, { refusePut = false } = {}) {
  let current = start;
  const calls = answerApi(({ method, url, body }) => {
    const path = url.pathname;
    const base = "/api/admin/newsletter/campaigns/7";
    if (path === "/api/admin/newsletter/audience")
      return Response.json({ total: 1284, byLocale: { en: 812, fr: 301, ar: 171 } });
    if (path === "/api/admin/newsletter/preview")
      return Response.json({
        locale: body.locale,
        subject: `S-${body.locale}`,
        html: "<p>Hi</p>",
        text: `T-${body.locale}`,
      });
    if (path === "/api/admin/newsletter/test")
      return Response.json({ sent: 1, locales: ["en"], to: body.to ?? ["leila@cafetalk.tn"] }, { status: 202 });
    if (path === `${base}/report`) return Response.json(REPORT);
    if (method === "PUT" && path === base) {
      if (refusePut)
        return Response.json(
          { error: { code: "validation", message: "Invalid input", fields: { subjectEn: "too_long" } } },
          { status: 400 },
        );
      current = { ...current, ...body };
      return Response.json(current);
    }
    if (method === "POST" && path.startsWith(`${base}/`)) {
      const move = path.slice(base.length + 1);
      const status = {
        start: "sending",
        schedule: "scheduled",
        unschedule: "draft",
        pause: "paused",
        resume: "sending",
        cancel: "cancelled",
      }[move];
      current = { ...current, status: status as Campaign["status"] };
      return Response.json(current);
    }
    if (path === base) return Response.json(current);
    return Response.json([]);
  });
  const sent = (method: string, path: string) =>
    calls.mock.calls.filter(([call]) => call.method === method && call.path === path).map(([call]) => call.body);
  return { calls, sent };
}

const page = "/admin/newsletter/campaigns/7";

describe("campaign editor", () => {
  it("saves the draft a moment after typing, with the whole content", async () => {
    const { sent } = stubCampaignApi(campaign());
    const user = userEvent.setup();
    renderAdminPage(page);
    const subject = await screen.findByRole("textbox", { name: "Subject (French)" });
    await user.type(subject, "Lancement");
    await waitFor(() => expect(sent("PUT", "/api/admin/newsletter/campaigns/7")).toHaveLength(1));
    expect(sent("PUT", "/api/admin/newsletter/campaigns/7")[0]).toEqual({
      subjectEn: "Launch",
      bodyEn: "Hello **all**",
      subjectFr: "Lancement",
      bodyFr: "",
      subjectAr: "",
      bodyAr: "",
      audience: null,
    });
    expect(await screen.findByText("Saved")).toHaveAttribute("role", "status");
    expect(screen.getByRole("textbox", { name: "Body (Arabic)" })).toHaveAttribute("dir", "rtl");
  });

  it("keeps what was typed when a save fails, and says why beside the field", async () => {
    stubCampaignApi(campaign(), { refusePut: true });
    const user = userEvent.setup();
    renderAdminPage(page);
    const subject = await screen.findByRole("textbox", { name: "Subject (English)" });
    await user.type(subject, " again");
    expect(await screen.findByText(/^Not saved: 400: Invalid input/)).toBeInTheDocument();
    expect(subject).toHaveValue("Launch again");
    expect(subject).toHaveAccessibleDescription(expect.stringContaining("Too long"));
  });

  it("shows the audience's size, and asks before sending to it", async () => {
    const { sent } = stubCampaignApi(campaign());
    const user = userEvent.setup();
    renderAdminPage(page);
    expect(await screen.findByText("1,284 subscribers: 812 en, 301 fr, 171 ar")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send now" }));
    const dialog = await screen.findByRole("alertdialog", {
      name: "Send to 1,284 subscribers: 812 en, 301 fr, 171 ar?",
    });
    expect(dialog).toHaveTextContent("All confirmed subscribers");
    expect(sent("POST", "/api/admin/newsletter/campaigns/7/start")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Send now" }));
    await waitFor(() => expect(sent("POST", "/api/admin/newsletter/campaigns/7/start")).toHaveLength(1));
    expect(await screen.findByRole("button", { name: "Pause" })).toBeInTheDocument();
  });

  it("narrows the audience to a segment and counts it", async () => {
    const { sent } = stubCampaignApi(campaign());
    const user = userEvent.setup();
    renderAdminPage(page);
    await user.click(await screen.findByRole("radio", { name: "A segment of them" }));
    await user.click(screen.getByRole("checkbox", { name: "French" }));
    await user.click(screen.getByRole("checkbox", { name: "Sousse" }));
    await waitFor(() =>
      expect(sent("POST", "/api/admin/newsletter/audience")).toContainEqual({
        audience: { locales: ["fr"], leadTypes: [], cities: ["Sousse"], sessions: null },
      }),
    );
  });

  it("schedules at a minute of Tunis's clock", async () => {
    const { sent } = stubCampaignApi(campaign());
    const user = userEvent.setup();
    renderAdminPage(page);
    const at = await screen.findByLabelText("Send at (Tunis time)");
    await user.type(at, "2030-12-05T10:00");
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    await waitFor(() =>
      expect(sent("POST", "/api/admin/newsletter/campaigns/7/schedule")).toEqual([{ at: "2030-12-05T10:00" }]),
    );
    expect(await screen.findByRole("button", { name: "Unschedule" })).toBeInTheDocument();
  });

  it("offers Pause while sending and Resume while paused, and makes the content read-only", async () => {
    const { sent } = stubCampaignApi(campaign({ status: "sending", startedAt: "2026-11-03T10:00:00.000Z" }));
    const user = userEvent.setup();
    renderAdminPage(page);
    await user.click(await screen.findByRole("button", { name: "Pause" }));
    expect(screen.getByRole("textbox", { name: "Subject (English)" })).toBeDisabled();
    await user.click(await screen.findByRole("button", { name: "Resume" }));
    expect(await screen.findByRole("button", { name: "Pause" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel sending" })).toBeInTheDocument();
    expect(sent("POST", "/api/admin/newsletter/campaigns/7/pause")).toHaveLength(1);
    expect(sent("POST", "/api/admin/newsletter/campaigns/7/resume")).toHaveLength(1);
  });

  it("previews each language's email in its tab", async () => {
    const { sent } = stubCampaignApi(campaign());
    const user = userEvent.setup();
    renderAdminPage(page);
    expect(await screen.findByText("T-en")).toBeInTheDocument();
    const frame = screen.getByTitle("Email preview, English");
    expect(frame).toHaveAttribute("sandbox", "");
    expect(frame).toHaveAttribute("srcdoc", "<p>Hi</p>");
    await user.click(screen.getByRole("tab", { name: "French" }));
    expect(await screen.findByText("T-fr")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Arabic" }));
    expect(await screen.findByText("T-ar")).toBeInTheDocument();
    expect(sent("POST", "/api/admin/newsletter/preview").map((body) => body.locale)).toEqual(["en", "fr", "ar"]);
  });

  it("sends a test to the addresses typed", async () => {
    const { sent } = stubCampaignApi(campaign());
    const user = userEvent.setup();
    renderAdminPage(page);
    const to = await screen.findByLabelText("Send a test to");
    await user.type(to, "a@x.tn, b@x.tn, c@x.tn, d@x.tn, e@x.tn, f@x.tn");
    await user.click(screen.getByRole("button", { name: "Send test" }));
    expect(await screen.findByText("A test goes to at most 5 addresses")).toBeInTheDocument();
    await user.clear(to);
    await user.type(to, "sami@cafetalk.tn");
    await user.selectOptions(screen.getByLabelText("Test language"), "ar");
    await user.click(screen.getByRole("button", { name: "Send test" }));
    await waitFor(() =>
      expect(sent("POST", "/api/admin/newsletter/test")).toEqual([
        expect.objectContaining({ subjectEn: "Launch", to: ["sami@cafetalk.tn"], locale: "ar" }),
      ]),
    );
  });

  it("reports a sent campaign's counts per language and per hour, without opens or clicks", async () => {
    stubCampaignApi(campaign({ status: "sent", startedAt: "2026-11-03T10:00:00.000Z" }));
    renderAdminPage(page);
    const fr = await screen.findByTestId("report-fr");
    expect(
      within(fr)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["0", "301", "1", "2", "0", "3"]);
    expect(screen.getByText(/Opens and clicks are not tracked/)).toBeInTheDocument();
    const hours = screen.getByRole("table", { name: "Sent per hour" });
    expect(within(hours).getByText("1,284")).toBeInTheDocument();
  });
});
