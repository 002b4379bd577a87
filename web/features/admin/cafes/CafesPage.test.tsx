import type { Cafe } from "@schema/api";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@web/components/ui/toaster";
import { answerApi, pageAnswer, stubApi } from "@web/test/api";
import { cafe } from "@web/test/fixtures";
import { renderAdminPage } from "@web/test/render";
import { afterEach, describe, expect, it } from "vitest";

afterEach(() => {
  toast.dismiss(); // sonner keeps its toasts in a module-wide store
});

const lino = cafe({ id: 1, mapUrl: "https://maps.app.goo.gl/lino", sessionCount: 2 });
const kahwa = cafe({ id: 2, name: "Café Kahwa", address: "Route de Tunis", city: "Sfax", isActive: false });

describe("/admin/cafes", () => {
  it("lists each café with its address, city, map, sessions and status, its filters in the URL", async () => {
    const api = stubApi({ "/api/admin/cafes": pageAnswer([lino, kahwa]) });
    const user = userEvent.setup();
    const { router } = renderAdminPage("/admin/cafes");
    const table = await screen.findByRole("table", { name: "Cafés" });
    const row = within(table).getByText("Café Lino").closest("tr")!;
    expect(row).toHaveTextContent("Rue de Marseille");
    expect(within(row).getByRole("link", { name: "Open map of Café Lino" })).toHaveAttribute(
      "href",
      "https://maps.app.goo.gl/lino",
    );
    expect(within(row).getByRole("link", { name: "2 sessions at Café Lino" })).toHaveAttribute(
      "href",
      "/admin/sessions?q=Caf%C3%A9+Lino",
    );
    const other = within(table).getByText("Café Kahwa").closest("tr")!;
    expect(other).toHaveTextContent("0 sessions");
    expect(within(other).getByRole("switch")).not.toBeChecked();

    await user.selectOptions(screen.getByLabelText("City"), "Sfax");
    await user.selectOptions(screen.getByLabelText("Status"), "inactive");
    await waitFor(() => expect(router.state.location.search).toMatchObject({ city: "Sfax", status: "inactive" }));
    await waitFor(() => expect(String(api.mock.lastCall?.[0])).toContain("status=inactive"));
    expect(String(api.mock.lastCall?.[0])).toContain("city=Sfax");
  });

  it("shows a bad map link under its field, then the API's refusal of a twin under the name", {
    timeout: 20_000,
  }, async () => {
    const sent: Record<string, unknown>[] = [];
    answerApi(({ method, body }) => {
      if (method === "GET") return Response.json(pageAnswer([]));
      sent.push(body as Record<string, unknown>);
      const message = "A café with this name and address is already in this city.";
      return Response.json({ error: { code: "cafe_exists", message, fields: { name: message } } }, { status: 409 });
    });
    const user = userEvent.setup();
    renderAdminPage("/admin/cafes");
    await user.click(await screen.findByRole("button", { name: "New café" }));
    const dialog = await screen.findByRole("dialog", { name: "New café" });
    await user.type(within(dialog).getByLabelText("Name"), "Café Lino");
    await user.type(within(dialog).getByLabelText("Address"), "Rue de Marseille");
    await user.type(within(dialog).getByLabelText("Map link"), "maps.google.com/lino");
    await user.type(within(dialog).getByLabelText("Latitude"), "36,8");
    await user.click(within(dialog).getByRole("button", { name: "Create café" }));
    expect(await within(dialog).findByText("Enter a full address starting with https://")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Map link")).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByText("Give both latitude and longitude, or neither")).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText("Map link"));
    await user.type(within(dialog).getByLabelText("Map link"), "https://maps.app.goo.gl/lino");
    await user.type(within(dialog).getByLabelText("Longitude"), "10.18");
    await user.click(within(dialog).getByRole("button", { name: "Create café" }));
    expect(
      await within(dialog).findByText("A café with this name and address is already in this city."),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(sent[0]).toEqual({
      name: "Café Lino",
      address: "Rue de Marseille",
      city: "Tunis",
      mapUrl: "https://maps.app.goo.gl/lino",
      latitude: 36.8,
      longitude: 10.18,
      photoUrl: null,
      openingNote: null,
      isActive: true,
    });
  });

  it("says why a café with sessions is not deleted, and makes it inactive from its switch", async () => {
    const writes: { method: string; body?: unknown }[] = [];
    answerApi(({ method, body }) => {
      if (method === "GET") return Response.json(pageAnswer([lino]));
      writes.push({ method, body });
      if (method === "DELETE") {
        const message =
          "This café has 2 sessions and cannot be deleted. Make it inactive instead: its sessions keep it, and no new session can choose it.";
        return Response.json({ error: { code: "cafe_has_sessions", message } }, { status: 409 });
      }
      return Response.json({ ...lino, ...(body as Partial<Cafe>) });
    });
    const user = userEvent.setup();
    renderAdminPage("/admin/cafes");
    await user.click(await screen.findByRole("button", { name: "Delete Café Lino" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent("A café that holds sessions cannot be deleted: make it inactive instead.");
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(
      await screen.findByText(/This café has 2 sessions and cannot be deleted\. Make it inactive instead/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("switch"));
    await waitFor(() => expect(writes.at(-1)).toEqual({ method: "PATCH", body: { isActive: false } }));
  });
});
