import type { NewsletterImportResult } from "@schema/api";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, pageAnswer } from "@web/test/api";
import { renderAdminPage } from "@web/test/render";
import { describe, expect, it } from "vitest";

const CSV = "email,name,language\namira@example.tn,Amira,fr\nnot-an-address,,\n";
const SOURCE = "Paper sign-up sheet, Café Lino, 12 Nov";

const answerOf = (dryRun: boolean): NewsletterImportResult => ({
  dryRun,
  rows: 4,
  counts: { new: 2, existing: 1, suppressed: 0, invalid: 1 },
  problems: [{ line: 3, email: "not-an-address", reason: "invalid_email" }],
});

function stubApi({ malformed = false } = {}) {
  return answerApi(({ method, url, body }) => {
    if (method === "POST" && url.pathname === "/api/admin/newsletter/subscribers/import") {
      if (malformed)
        return Response.json(
          { error: { code: "invalid_csv", message: 'The first line must name the columns, one of them "email".' } },
          { status: 400 },
        );
      return Response.json(answerOf((body as { dryRun: boolean }).dryRun));
    }
    if (url.pathname === "/api/admin/newsletter/campaigns") return Response.json([]);
    return Response.json(pageAnswer([], { counts: { active: 0, pending: 0, bounced: 0, complained: 0 } }));
  });
}

async function openWithFile(user: ReturnType<typeof userEvent.setup>) {
  renderAdminPage("/admin/newsletter");
  await user.click(await screen.findByRole("button", { name: "Import CSV" }));
  const dialog = await screen.findByRole("dialog", { name: "Import subscribers" });
  await user.upload(within(dialog).getByLabelText("CSV file"), new File([CSV], "sheet.csv", { type: "text/csv" }));
  return dialog;
}

describe("Import CSV dialog", () => {
  it("checks the file first, then imports the new subscribers with the consent source", async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    const dialog = await openWithFile(user);

    await user.click(within(dialog).getByRole("button", { name: "Check file" }));
    expect(await within(dialog).findByText("Say where these people agreed to receive the newsletter")).toBeVisible();
    expect(calls.mock.calls.filter(([call]) => call.method === "POST")).toEqual([]);

    await user.type(within(dialog).getByLabelText("Consent source"), SOURCE);
    await user.click(within(dialog).getByRole("button", { name: "Check file" }));
    expect(await within(dialog).findByText("4 rows checked; nothing imported yet.")).toBeVisible();
    expect(within(dialog).getByText("Already subscribed: 1")).toBeVisible();
    expect(within(dialog).getByRole("list", { name: "Problem lines" })).toHaveTextContent(
      "Line 3: not-an-address — not a valid email address",
    );

    await user.click(within(dialog).getByRole("button", { name: "Import 2 new subscribers" }));
    expect(
      await within(dialog).findByText("Imported 2 new subscribers; each was sent a confirmation email."),
    ).toBeVisible();

    const posts = calls.mock.calls.map(([call]) => call).filter((call) => call.method === "POST");
    expect(posts.map((call) => call.body)).toEqual([
      { csv: CSV, consentSource: SOURCE, dryRun: true },
      { csv: CSV, consentSource: SOURCE, dryRun: false },
    ]);
  });

  it("shows the API's refusal of a malformed file in the dialog", async () => {
    stubApi({ malformed: true });
    const user = userEvent.setup();
    const dialog = await openWithFile(user);
    await user.type(within(dialog).getByLabelText("Consent source"), SOURCE);
    await user.click(within(dialog).getByRole("button", { name: "Check file" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent('one of them "email"');
    expect(within(dialog).queryByRole("button", { name: /^Import / })).toBeNull();
  });
});
