import type { SessionOccurrence } from "@schema/api";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ApiCall, answerApi, pageAnswer } from "@web/test/api";
import { languageSession } from "@web/test/fixtures";
import { renderAdminPage } from "@web/test/render";
import { fromTestNow } from "@web/test/test-now";
import { describe, expect, it } from "vitest";

fromTestNow();

const session = {
  ...languageSession({ id: 3, title: "Brunch English", repeat: "weekly", repeatDays: ["SA"] }),
  nextStart: "2026-12-05T09:00:00.000Z",
};

/** An occurrence of the Saturday series at 10:00 in Tunis. */
const occurrence = (day: string, overrides: Partial<SessionOccurrence> = {}): SessionOccurrence => ({
  originalStart: `${day}T10:00`,
  start: `${day}T10:00`,
  startsAt: `${day}T09:00:00.000Z`,
  endsAt: `${day}T10:30:00.000Z`,
  status: "scheduled",
  ...overrides,
});

const OCCURRENCES = [
  occurrence("2026-12-05"),
  occurrence("2026-12-12", { status: "skipped" }),
  occurrence("2026-12-19", {
    start: "2026-12-20T11:00",
    startsAt: "2026-12-20T10:00:00.000Z",
    endsAt: "2026-12-20T11:30:00.000Z",
    status: "moved",
  }),
];

function stubOccurrencesApi(refuse = false) {
  const writes: ApiCall[] = [];
  answerApi((call) => {
    if (call.method === "GET") {
      if (call.url.pathname === "/api/admin/sessions/3/occurrences") return Response.json(OCCURRENCES);
      return Response.json(call.url.pathname.startsWith("/api/admin/pricing") ? [] : pageAnswer([session]));
    }
    writes.push(call);
    if (refuse) {
      return Response.json(
        {
          error: {
            code: "validation_failed",
            message: "Some fields are invalid.",
            fields: { movedTo: "Choose the date and time of the first session" },
          },
        },
        { status: 400 },
      );
    }
    if (call.method === "DELETE") return new Response(null, { status: 204 });
    return Response.json(OCCURRENCES[0]);
  });
  return writes;
}

async function openPanel() {
  const user = userEvent.setup();
  renderAdminPage("/admin/sessions");
  await user.click(await screen.findByRole("button", { name: "Occurrences of Brunch English" }));
  const dialog = await screen.findByRole("dialog", { name: "Occurrences: Brunch English" });
  await within(dialog).findByRole("list");
  return { user, dialog };
}

describe("/admin/sessions: a weekly session's occurrences", () => {
  it("lists the next dates with their status, each button naming its date", async () => {
    stubOccurrencesApi();
    const { dialog } = await openPanel();
    const items = within(dialog).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Saturday 5 December 10:00 SkipMove…",
      "Saturday 12 December 10:00 SkippedRestore",
      "Sunday 20 December 11:00 MovedMoved from Sat 19 Dec, 10:00Move…Restore",
    ]);
    expect(within(items[0]!).getByRole("button", { name: "Skip Saturday 5 December 10:00" })).toBeVisible();
    expect(within(items[0]!).getByRole("button", { name: "Move Saturday 5 December 10:00" })).toBeVisible();
    expect(within(items[1]!).getByRole("button", { name: "Restore Saturday 12 December 10:00" })).toBeVisible();
    expect(within(items[2]!).getByRole("button", { name: "Restore Sunday 20 December 11:00" })).toBeVisible();
  });

  it("skips, restores and moves an occurrence by where the series puts it", { timeout: 20_000 }, async () => {
    const writes = stubOccurrencesApi();
    const { user, dialog } = await openPanel();
    await user.click(within(dialog).getByRole("button", { name: "Skip Saturday 5 December 10:00" }));
    expect(await screen.findByText("Sat 5 Dec, 10:00 skipped")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Restore Saturday 12 December 10:00" }));
    expect(await screen.findByText("Sat 12 Dec, 10:00 restored")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Move Saturday 5 December 10:00" }));
    const move = await screen.findByRole("dialog", { name: "Move Saturday 5 December 10:00" });
    const when = within(move).getByLabelText("New date and time");
    expect(when).toHaveValue("2026-12-05T10:00");
    fireEvent.change(when, { target: { value: "2026-12-06T11:30" } });
    await user.click(within(move).getByRole("button", { name: "Move" }));
    expect(await screen.findByText("Sat 5 Dec, 10:00 moved")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: /^Move / })).not.toBeInTheDocument());

    expect(writes.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: "PUT", path: "/api/admin/sessions/3/occurrences/2026-12-05T10%3A00", body: { movedTo: null } },
      { method: "DELETE", path: "/api/admin/sessions/3/occurrences/2026-12-12T10%3A00", body: undefined },
      {
        method: "PUT",
        path: "/api/admin/sessions/3/occurrences/2026-12-05T10%3A00",
        body: { movedTo: "2026-12-06T11:30" },
      },
    ]);
  });

  it("says under the new time why a move was refused, keeping the dialog open", async () => {
    stubOccurrencesApi(true);
    const { user, dialog } = await openPanel();
    await user.click(within(dialog).getByRole("button", { name: "Move Saturday 5 December 10:00" }));
    const move = await screen.findByRole("dialog", { name: "Move Saturday 5 December 10:00" });
    await user.click(within(move).getByRole("button", { name: "Move" }));
    expect(await within(move).findByRole("alert")).toHaveTextContent("Choose the date and time of the first session");
    expect(within(move).getByLabelText("New date and time")).toHaveAttribute("aria-invalid", "true");
  });
});
