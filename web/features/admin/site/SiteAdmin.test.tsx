import type { SiteSettingsAnswer } from "@schema/api";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster, toast } from "@web/components/ui/toaster";
import { answerApi } from "@web/test/api";
import { renderWithProviders } from "@web/test/render";
import { afterEach, describe, expect, it } from "vitest";
import { SiteAdmin } from "./SiteAdmin";

afterEach(() => {
  toast.dismiss();
});

const stored: SiteSettingsAnswer = {
  contactPhone: "+21600000000",
  contactEmail: "hello@example.com",
  whatsappNumber: null,
  memberAppUrl: null,
  facebookUrl: "https://www.facebook.com/example",
  instagramUrl: null,
  xUrl: null,
  youtubeUrl: null,
  pinterestUrl: null,
  mediumUrl: null,
  linkedinUrl: null,
  statLanguages: null,
  statTeachers: 12,
  statLearners: null,
  statSuccessRate: null,
  updatedAt: null,
};

function stubSiteApi() {
  const writes: unknown[] = [];
  answerApi(async ({ method, body }) => {
    if (method === "PUT") {
      writes.push(body);
      return Response.json({ ...stored, ...body });
    }
    return Response.json(stored);
  });
  return writes;
}

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <SiteAdmin />
      <Toaster />
    </>,
    { locale: "ar" }, // the back office stays in English
  );
  return user;
}

describe("/admin/site", () => {
  it("starts from what is stored, empty where nothing is set", async () => {
    stubSiteApi();
    renderPage();
    expect(await screen.findByLabelText("Phone")).toHaveValue("+21600000000");
    expect(screen.getByLabelText("Facebook")).toHaveValue("https://www.facebook.com/example");
    expect(screen.getByLabelText("Instagram")).toHaveValue("");
    expect(screen.getByLabelText("Teachers")).toHaveValue("12");
    expect(screen.getByLabelText("Success rate (%)")).toHaveValue("");
  });

  it("refuses bad values under their fields in English, and sends nothing", async () => {
    const writes = stubSiteApi();
    const user = renderPage();
    await user.type(await screen.findByLabelText("WhatsApp number"), "20 123");
    await user.type(screen.getByLabelText("Instagram"), "https://www.facebook.com/not-instagram");
    await user.type(screen.getByLabelText("Success rate (%)"), "120");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter the number in international form, e.g. +216 71 000 000")).toBeInTheDocument();
    expect(screen.getByText("This is not a link to this network's site")).toBeInTheDocument();
    expect(screen.getByText("Enter a whole percentage from 0 to 100, or leave it empty")).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it("saves every field, empty ones as not set", async () => {
    const writes = stubSiteApi();
    const user = renderPage();
    const phone = await screen.findByLabelText("Phone");
    await user.clear(phone);
    await user.clear(screen.getByLabelText("Teachers"));
    await user.type(screen.getByLabelText("Success rate (%)"), "95");
    await user.type(screen.getByLabelText("Member app URL"), "https://app.example.com/login");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Site settings updated successfully")).toBeInTheDocument();
    expect(writes[0]).toMatchObject({
      contactPhone: null,
      contactEmail: "hello@example.com",
      memberAppUrl: "https://app.example.com/login",
      facebookUrl: "https://www.facebook.com/example",
      instagramUrl: null,
      statTeachers: null,
      statSuccessRate: 95,
    });
    expect(within(document.body).queryByRole("alert")).toBeNull();
  });
});
