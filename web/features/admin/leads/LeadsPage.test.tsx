import type { Lead } from "@schema/api";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, pageAnswer } from "@web/test/api";
import { renderAdminPage } from "@web/test/render";
import { describe, expect, it } from "vitest";

const lead = (overrides: Partial<Lead>): Lead => ({
  id: 1,
  userType: "cafe_owner",
  name: "Mehdi Chaabane",
  email: "mehdi@cafe.tn",
  city: "Sfax",
  languages: [],
  language: null,
  level: null,
  contactMethod: "whatsapp",
  whatsappNumber: "+216 22 333 444",
  trialSession: false,
  subject: null,
  message: "We have a quiet room upstairs.",
  experience: null,
  cafeName: "Café Kahwa",
  cafeAddress: "Route de Tunis, Sfax",
  spaceAvailable: "12 seats",
  locale: "ar",
  createdAt: "2026-11-02T09:30:00.000Z",
  ...overrides,
});

/** Answers every leads request with the given leads and records the query each one asked for. */
function stubLeadsApi(items: Lead[]) {
  const queries: URLSearchParams[] = [];
  answerApi(({ url }) => {
    queries.push(url.searchParams);
    return Response.json(pageAnswer(items));
  });
  return queries;
}

describe("/admin/leads", () => {
  it("asks the API for the chosen type, city, language and search", async () => {
    const queries = stubLeadsApi([lead({})]);
    const user = userEvent.setup();
    renderAdminPage("/admin/leads");
    await screen.findByRole("table", { name: "Leads" });
    await user.selectOptions(screen.getByLabelText("Type"), "teacher");
    await user.selectOptions(screen.getByLabelText("City"), "Sousse");
    await user.selectOptions(screen.getByLabelText("Language"), "German");
    await user.type(screen.getByLabelText("Search"), "amira");
    await waitFor(() => expect(queries.at(-1)?.get("q")).toBe("amira"));
    const last = queries.at(-1)!;
    expect([last.get("type"), last.get("city"), last.get("language"), last.get("page")]).toEqual([
      "teacher",
      "Sousse",
      "German",
      "1",
    ]);
  });

  it("keeps its filters and sort in the URL, defaults left out, and follows the back button", async () => {
    stubLeadsApi([lead({})]);
    const user = userEvent.setup();
    const { router } = renderAdminPage("/admin/leads");
    await screen.findByRole("table", { name: "Leads" });
    await user.selectOptions(screen.getByLabelText("Type"), "teacher");
    await user.click(screen.getByRole("button", { name: "Name" }));
    await waitFor(() => expect(router.state.location.href).toBe("/admin/leads?type=teacher&sort=name&order=asc"));
    await user.selectOptions(screen.getByLabelText("Type"), "");
    await waitFor(() => expect(router.state.location.href).toBe("/admin/leads?sort=name&order=asc"));
    router.history.back();
    await waitFor(() => expect(screen.getByLabelText("Type")).toHaveValue("teacher"));
    router.history.back();
    router.history.back();
    await waitFor(() => expect(router.state.location.href).toBe("/admin/leads"));
    expect(screen.getByLabelText("Type")).toHaveValue("");
  });

  it("shows every field of a lead in its detail dialog, a dash for the empty ones", async () => {
    stubLeadsApi([lead({})]);
    const user = userEvent.setup();
    renderAdminPage("/admin/leads");
    await user.click(await screen.findByRole("button", { name: "View Mehdi Chaabane" }));
    const dialog = await screen.findByRole("dialog", { name: "Mehdi Chaabane" });
    const terms = within(dialog)
      .getAllByRole("term")
      .map((term) => term.textContent);
    const definitions = within(dialog)
      .getAllByRole("definition")
      .map((definition) => definition.textContent);
    const shown = Object.fromEntries(terms.map((term, i) => [term, definitions[i]]));
    expect(shown).toMatchObject({
      Type: "Café owner",
      Email: "mehdi@cafe.tn",
      "Contact method": "WhatsApp",
      "WhatsApp number": "+216 22 333 444",
      Message: "We have a quiet room upstairs.",
      "Café name": "Café Kahwa",
      "Café address": "Route de Tunis, Sfax",
      "Space available": "12 seats",
      Level: "—",
      "Trial session wanted": "No",
      "Site language": "AR",
    });
    expect(terms).toHaveLength(18);
  });
});
