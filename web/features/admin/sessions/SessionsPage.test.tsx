import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, pageAnswer, stubApi } from "@web/test/api";
import { languageSession } from "@web/test/fixtures";
import { renderAdminPage } from "@web/test/render";
import { describe, expect, it } from "vitest";

const session = {
  ...languageSession({
    id: 3,
    title: "Brunch English",
    cafeName: "Café Lino",
    schedule: "Saturdays 10:00",
    duration: "90",
    maxParticipants: 4,
    isPublished: true,
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
  }),
  approvedCount: 3,
  pendingCount: 2,
  waitlistedCount: 1,
};

describe("/admin/sessions", () => {
  it("shows each session's seats, its waitlist, a freed seat to offer, and links to its requests", async () => {
    stubApi({ "/api/admin/sessions": pageAnswer([session]) });
    renderAdminPage("/admin/sessions");
    const row = within(await screen.findByRole("table", { name: "Sessions" })).getAllByRole("row")[1]!;
    expect(within(row).getByTitle("Approved requests / capacity")).toHaveTextContent("3 / 4");
    expect(row).toHaveTextContent("1 waitlisted");
    expect(within(row).getByRole("button", { name: /^Offer free seat to the next/ })).toBeInTheDocument();
    expect(within(row).getByRole("link", { name: "2 pending: requests for Brunch English" })).toHaveAttribute(
      "href",
      "/admin/requests?sessionId=3",
    );
  });

  it("says, in the form, when a schedule gets no reminders", async () => {
    stubApi({ "/api/admin/sessions": pageAnswer([]) });
    const user = userEvent.setup();
    renderAdminPage("/admin/sessions");
    await user.click(await screen.findByRole("button", { name: "New session" }));
    const dialog = await screen.findByRole("dialog");
    const schedule = within(dialog).getByLabelText("Schedule");
    await user.type(schedule, "Weekends, to be agreed");
    expect(within(dialog).getByTestId("schedule-warning")).toHaveTextContent(
      /^No reminders: this schedule can't be read/,
    );
    await user.clear(schedule);
    await user.type(schedule, "Saturdays 10:00");
    expect(within(dialog).queryByTestId("schedule-warning")).not.toBeInTheDocument();
  });

  it("warns, once saved, that a session whose schedule has no day and time gets no reminders", async () => {
    answerApi(({ method, path, body }) =>
      method === "POST"
        ? Response.json({ ...session, ...body }, { status: 201 })
        : // The form's pricing-plan select reads the plans.
          Response.json(path.startsWith("/api/admin/pricing") ? [] : pageAnswer([])),
    );
    const user = userEvent.setup();
    renderAdminPage("/admin/sessions");
    await user.click(await screen.findByRole("button", { name: "New session" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Title"), "Weekend chat");
    await user.type(within(dialog).getByLabelText("Schedule"), "Weekends, to be agreed");
    await user.click(within(dialog).getByRole("button", { name: "Create session" }));
    expect(await screen.findByText("Language session created successfully")).toBeInTheDocument();
    expect(await screen.findByText("Saved without reminders")).toBeInTheDocument();
  });

  // A whole dialog filled in: over the 5 s default when the 2-core machine is shared.
  it("sends the optional French and Arabic title and description, the Arabic boxes right to left", {
    timeout: 20_000,
  }, async () => {
    const sent: Record<string, unknown>[] = [];
    answerApi(({ method, path, body }) => {
      if (method !== "POST") return Response.json(path.startsWith("/api/admin/pricing") ? [] : pageAnswer([]));
      sent.push(body as Record<string, unknown>);
      return Response.json({ ...session, ...(body as object) }, { status: 201 });
    });
    const user = userEvent.setup();
    renderAdminPage("/admin/sessions");
    await user.click(await screen.findByRole("button", { name: "New session" }));
    const dialog = await screen.findByRole("dialog");
    const titleAr = within(dialog).getByLabelText("Title (العربية)");
    expect(titleAr).toHaveAttribute("dir", "rtl");
    expect(within(dialog).getByLabelText("Description (العربية)")).toHaveAttribute("dir", "rtl");
    expect(within(dialog).getByLabelText("Title (Français)")).toHaveAttribute("lang", "fr");
    await user.click(within(dialog).getByLabelText("Title"));
    await user.paste("Coffee English");
    await user.click(titleAr);
    await user.paste("الإنجليزية مع القهوة");
    await user.click(within(dialog).getByLabelText("Description (Français)"));
    await user.paste("Parler de tout.");
    await user.click(within(dialog).getByRole("button", { name: "Create session" }));
    expect(await screen.findByText("Language session created successfully")).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      title: "Coffee English",
      titleFr: null,
      titleAr: "الإنجليزية مع القهوة",
      descriptionFr: "Parler de tout.",
      descriptionAr: null,
    });
  });

  it("refuses a French or Arabic title longer than the English may be, under its field", async () => {
    stubApi({ "/api/admin/sessions": pageAnswer([]), "/api/admin/pricing": [] });
    const user = userEvent.setup();
    renderAdminPage("/admin/sessions");
    await user.click(await screen.findByRole("button", { name: "New session" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Title"), "Coffee English");
    const titleFr = within(dialog).getByLabelText("Title (Français)");
    await user.click(titleFr);
    await user.paste("x".repeat(201));
    await user.click(within(dialog).getByRole("button", { name: "Create session" }));
    expect(await within(dialog).findByText("Too long")).toBeInTheDocument();
    expect(titleFr).toHaveAttribute("aria-invalid", "true");
  });
});
