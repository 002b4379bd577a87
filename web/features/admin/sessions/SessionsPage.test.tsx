import { validationText } from "@schema/messages";
import { focusManager } from "@tanstack/react-query";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, pageAnswer, stubApi } from "@web/test/api";
import { cafe, languageSession } from "@web/test/fixtures";
import { renderAdminPage } from "@web/test/render";
import { fromTestNow } from "@web/test/test-now";
import { describe, expect, it } from "vitest";

const session = {
  ...languageSession({
    id: 3,
    title: "Brunch English",
    cafeId: 1,
    cafeName: "Café Lino",
    startsAt: "2026-12-05T10:00",
    maxParticipants: 4,
    isPublished: true,
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
  }),
  approvedCount: 3,
  pendingCount: 2,
  waitlistedCount: 1,
};

fromTestNow();

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

  it("shows when each session next happens, and asks a converted draft for a date", async () => {
    stubApi({
      "/api/admin/sessions": pageAnswer([
        { ...session, repeat: "weekly", repeatDays: ["SA"], nextStart: "2026-12-05T09:00:00.000Z" },
        {
          ...session,
          id: 4,
          title: "Old chat",
          startsAt: null,
          isPublished: false,
          scheduleToReview: "Weekends, to be agreed",
          nextStart: null,
        },
        { ...session, id: 5, title: "Past one", startsAt: "2026-11-01T10:00", nextStart: null },
      ]),
    });
    renderAdminPage("/admin/sessions");
    const table = await screen.findByRole("table", { name: "Sessions" });
    const next = (title: string) => {
      const row = within(table).getByText(title).closest("tr")!;
      return within(row).getAllByRole("cell")[2]!;
    };
    expect(within(table).getAllByRole("columnheader")[2]).toHaveTextContent("Next");
    expect(next("Brunch English")).toHaveTextContent(/^Sat 5 Dec, 10:00Weekly/);
    expect(within(next("Brunch English")).getByRole("button", { name: "Occurrences of Brunch English" })).toBeVisible();
    expect(next("Old chat")).toHaveTextContent("Set a date");
    expect(next("Past one")).toHaveTextContent("—");
  });

  it("sorts by the next session, soonest first, in the URL", async () => {
    const api = stubApi({ "/api/admin/sessions": pageAnswer([session]) });
    const user = userEvent.setup();
    const { router } = renderAdminPage("/admin/sessions");
    await user.click(await screen.findByRole("button", { name: "Next session" }));
    await waitFor(() => expect(String(api.mock.lastCall?.[0])).toContain("sort=next&order=asc"));
    expect(router.state.location.search).toMatchObject({ sort: "next" });
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Next session" }).closest("th")).toHaveAttribute(
        "aria-sort",
        "ascending",
      ),
    );
  });

  it("asks a weekly session's days and end, checks the first session's day, and previews the next dates", {
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
    const preview = within(dialog).getByTestId("dates-preview");
    expect(preview).toHaveTextContent("Next dates: choose the first session");
    expect(within(dialog).getByLabelText("Duration (minutes)")).toHaveValue(90);
    // Thursday 3 December at 09:30.
    fireEvent.change(within(dialog).getByLabelText("First session"), { target: { value: "2026-12-03T09:30" } });
    expect(preview).toHaveTextContent("Next dates: Thu 3 Dec, 09:30");
    expect(within(dialog).queryByRole("group", { name: "On" })).not.toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText("Repeats"), "weekly");
    const days = within(dialog).getByRole("group", { name: "On" });
    expect(within(days).getByRole("checkbox", { name: "Thursday" })).toBeChecked();
    expect(within(days).getByRole("checkbox", { name: "Monday" })).not.toBeChecked();
    expect(preview).toHaveTextContent(
      "Next dates: Thu 3 Dec, 09:30 · Thu 10 Dec, 09:30 · Thu 17 Dec, 09:30 · Thu 24 Dec, 09:30 …",
    );
    await user.click(within(days).getByRole("checkbox", { name: "Saturday" }));
    expect(preview).toHaveTextContent(
      "Next dates: Thu 3 Dec, 09:30 · Sat 5 Dec, 09:30 · Thu 10 Dec, 09:30 · Sat 12 Dec, 09:30 …",
    );
    await user.click(within(dialog).getByRole("radio", { name: "After" }));
    const count = within(dialog).getByLabelText("Number of sessions");
    await user.type(count, "3");
    expect(preview).toHaveTextContent("Next dates: Thu 3 Dec, 09:30 · Sat 5 Dec, 09:30 · Thu 10 Dec, 09:30");
    expect(preview).not.toHaveTextContent("…");

    await user.type(within(dialog).getByLabelText("Title"), "Thursday English");
    await user.click(within(dialog).getByRole("button", { name: "Create session" }));
    expect(await screen.findByText("Language session created successfully")).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      title: "Thursday English",
      startsAt: "2026-12-03T09:30",
      durationMinutes: 90,
      repeat: "weekly",
      repeatDays: ["TH", "SA"],
      repeatUntil: null,
      repeatCount: 3,
    });
  });

  it("says what is wrong with the dates under their fields, the schema's and the API's", {
    timeout: 20_000,
  }, async () => {
    const sent: Record<string, unknown>[] = [];
    answerApi(({ method, path, body }) => {
      if (method !== "POST") return Response.json(path.startsWith("/api/admin/pricing") ? [] : pageAnswer([]));
      sent.push(body as Record<string, unknown>);
      return Response.json(
        {
          error: {
            code: "validation_failed",
            message: "Validation failed",
            // The Worker says each field's code in English.
            fields: {
              isPublished: validationText("published_needs_date", "en"),
              repeatUntil: validationText("repeat_until_before_start", "en"),
            },
          },
        },
        { status: 400 },
      );
    });
    const user = userEvent.setup();
    renderAdminPage("/admin/sessions");
    await user.click(await screen.findByRole("button", { name: "New session" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Title"), "Weekend chat");
    await user.click(within(dialog).getByRole("button", { name: "Create session" }));
    expect(await within(dialog).findByText("Choose the date and time of the first session")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("First session")).toHaveAttribute("aria-invalid", "true");

    fireEvent.change(within(dialog).getByLabelText("First session"), { target: { value: "2026-12-03T09:30" } });
    await user.selectOptions(within(dialog).getByLabelText("Repeats"), "weekly");
    await user.click(within(dialog).getByRole("checkbox", { name: "Thursday" }));
    await user.click(within(dialog).getByRole("button", { name: "Create session" }));
    expect(
      await within(dialog).findByText("Choose the days it repeats on, the first session's day among them"),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.click(within(dialog).getByRole("checkbox", { name: "Thursday" }));
    await user.click(within(dialog).getByRole("radio", { name: "On a date" }));
    fireEvent.change(within(dialog).getByLabelText("Last day"), { target: { value: "2026-12-31" } });
    await user.click(within(dialog).getByRole("button", { name: "Create session" }));
    expect(await within(dialog).findByText("A session needs a date before it is published")).toBeInTheDocument();
    expect(within(dialog).getByText("The end date must be on or after the first session")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Last day")).toHaveAttribute("aria-invalid", "true");
    expect(sent[0]).toMatchObject({ repeatDays: ["TH"], repeatUntil: "2026-12-31", repeatCount: null });
  });

  it("offers freed seats automatically unless the admin switches it off, and sends the choice", async () => {
    const sent: Record<string, unknown>[] = [];
    answerApi(({ method, path, body }) => {
      if (method === "PATCH") {
        sent.push(body as Record<string, unknown>);
        return Response.json({ ...session, ...(body as object) });
      }
      return Response.json(path.startsWith("/api/admin/pricing") ? [] : pageAnswer([{ ...session, autoOffer: false }]));
    });
    const user = userEvent.setup();
    renderAdminPage("/admin/sessions");
    await user.click(await screen.findByRole("button", { name: "New session" }));
    const created = await screen.findByRole("dialog");
    expect(
      within(created).getByRole("switch", { name: /^Offer freed seats to the waitlist automatically/ }),
    ).toBeChecked();
    await user.keyboard("{Escape}");

    await user.click(await screen.findByRole("button", { name: "Edit Brunch English" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit session" });
    const autoOffer = within(dialog).getByRole("switch", { name: /^Offer freed seats to the waitlist automatically/ });
    expect(autoOffer).not.toBeChecked();
    await user.click(autoOffer);
    await user.click(within(dialog).getByRole("button", { name: /^Save/ }));
    await waitFor(() => expect(sent[0]).toMatchObject({ autoOffer: true }));
  });

  it("asks a converted draft for a date, with its old schedule, when it is edited", async () => {
    stubApi({
      "/api/admin/sessions": pageAnswer([
        { ...session, startsAt: null, isPublished: false, scheduleToReview: "Weekends, to be agreed", nextStart: null },
      ]),
      "/api/admin/pricing": [],
    });
    const user = userEvent.setup();
    renderAdminPage("/admin/sessions");
    await user.click(await screen.findByRole("button", { name: "Edit Brunch English" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit session" });
    expect(within(dialog).getByRole("note")).toHaveTextContent(
      "Set a date: this session's old schedule “Weekends, to be agreed” could not be read.",
    );
    expect(within(dialog).getByLabelText("First session")).toHaveValue("");
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
    fireEvent.change(within(dialog).getByLabelText("First session"), { target: { value: "2026-12-05T10:00" } });
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

  it("puts the session in an active café or its own inactive one, shows the café's city, and sends its id", {
    timeout: 20_000,
  }, async () => {
    const sent: Record<string, unknown>[] = [];
    const closed = cafe({ id: 1, name: "Café Lino", isActive: false });
    const kahwa = cafe({ id: 2, name: "Café Kahwa", address: "Route de Tunis", city: "Sfax" });
    const cafeReads: string[] = [];
    answerApi(({ method, path, body }) => {
      if (method === "PATCH") {
        sent.push(body as Record<string, unknown>);
        return Response.json(
          {
            error: {
              code: "validation_failed",
              message: "Validation failed",
              fields: { cafeId: validationText("inactive_cafe", "en") },
            },
          },
          { status: 400 },
        );
      }
      if (path.startsWith("/api/admin/cafes")) cafeReads.push(path);
      if (path === "/api/admin/cafes/1") return Response.json(closed);
      if (path.startsWith("/api/admin/cafes")) return Response.json(pageAnswer([kahwa]));
      return Response.json(path.startsWith("/api/admin/pricing") ? [] : pageAnswer([session]));
    });
    const user = userEvent.setup();
    renderAdminPage("/admin/sessions");
    await user.click(await screen.findByRole("button", { name: "Edit Brunch English" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit session" });
    const select = await within(dialog).findByLabelText("Café");
    expect(select).toHaveValue("1");
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["No café yet", "Café Kahwa · Sfax", "Café Lino · Tunis (inactive)"]);
    expect(cafeReads[0]).toContain("status=active");
    expect(within(dialog).getByTestId("cafe-city")).toHaveTextContent("Tunis, the café's city");
    expect(within(dialog).getByRole("link", { name: /^New café/ })).toHaveAttribute("href", "/admin/cafes");

    await user.selectOptions(select, "2");
    expect(within(dialog).getByTestId("cafe-city")).toHaveTextContent("Sfax, the café's city");
    await user.selectOptions(select, "");
    expect(within(dialog).queryByTestId("cafe-city")).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText("City")).toHaveValue("Sfax");

    await user.selectOptions(select, "1");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(
      await within(dialog).findByText("This café is inactive: make it active on the Cafés page, or choose another"),
    ).toBeInTheDocument();
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(sent[0]).toMatchObject({ cafeId: 1, city: "Tunis" });
  });

  it("offers a café made in another tab once the admin is back in the form's", async () => {
    let cafes = [cafe({ id: 1 })];
    answerApi(({ path }) => {
      if (path.startsWith("/api/admin/cafes")) return Response.json(pageAnswer(cafes));
      return Response.json(path.startsWith("/api/admin/pricing") ? [] : pageAnswer([]));
    });
    const user = userEvent.setup();
    renderAdminPage("/admin/sessions");
    await user.click(await screen.findByRole("button", { name: "New session" }));
    const select = await within(await screen.findByRole("dialog")).findByLabelText("Café");
    expect(within(select).queryByRole("option", { name: "Café Neuf · Sousse" })).not.toBeInTheDocument();

    cafes = [...cafes, cafe({ id: 2, name: "Café Neuf", city: "Sousse" })];
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    expect(await within(select).findByRole("option", { name: "Café Neuf · Sousse" })).toBeInTheDocument();
    focusManager.setFocused(undefined);
  });
});
