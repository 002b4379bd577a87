import type { SiteSettingsAnswer } from "@schema/api";
import type { LeadReplyTemplates } from "@schema/inputs";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster, toast } from "@web/components/ui/toaster";
import { answerApi } from "@web/test/api";
import { renderWithProviders } from "@web/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";
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
  statMinimumCount: null,
  offerWindowHours: 6,
  updatedAt: null,
};

const templates: LeadReplyTemplates = {
  learner: { en: "Hello {firstName}!", fr: "Bonjour {firstName} !", ar: "مرحبًا {firstName}!" },
  teacher: { en: "Hello teacher", fr: "Bonjour", ar: "مرحبًا" },
  cafe_owner: { en: "Hello {cafe}", fr: "Bonjour {cafe}", ar: "مرحبًا {cafe}" },
  contact: { en: "Hello", fr: "Bonjour", ar: "مرحبًا" },
};

/** The Site settings and the reply templates as stored; answers the record of what each PUT sent, by path. */
function stubSiteApi() {
  const writes: unknown[] = [];
  const templateWrites: unknown[] = [];
  answerApi(async ({ method, url, body }) => {
    const replies = url.pathname === "/api/admin/site/reply-templates";
    if (method === "PUT") {
      (replies ? templateWrites : writes).push(body);
      return Response.json(replies ? body : { ...stored, ...body });
    }
    return Response.json(replies ? templates : stored);
  });
  return { writes, templateWrites };
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
  it("round-trips the offer window: stored, refused out of range, saved, empty as the default", async () => {
    const { writes } = stubSiteApi();
    const user = renderPage();
    const window = await screen.findByLabelText("Offer window (hours)");
    expect(window).toHaveValue("6");
    expect(window).toHaveAccessibleDescription(
      /A freed seat is offered to the next person on the waitlist for this long \(never later than 2 hours before the session\)\./,
    );
    await user.clear(window);
    await user.type(window, "100");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText(
        "The offer window must be a whole number of hours from 1 to 72, or empty for the default (12)",
      ),
    ).toBeInTheDocument();
    expect(writes).toEqual([]);
    await user.clear(window);
    await user.type(window, "24");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Site settings updated successfully")).toBeInTheDocument();
    expect(writes[0]).toMatchObject({ offerWindowHours: 24 });
    await user.clear(window);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(writes[1]).toMatchObject({ offerWindowHours: null }));
  });

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
    const { writes } = stubSiteApi();
    const user = renderPage();
    await user.type(await screen.findByLabelText("WhatsApp number"), "20 123");
    await user.type(screen.getByLabelText("Instagram"), "https://www.facebook.com/not-instagram");
    await user.type(screen.getByLabelText("Success rate (%)"), "120");
    await user.type(screen.getByLabelText("Smallest count shown"), "0");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter the number in international form, e.g. +216 71 000 000")).toBeInTheDocument();
    expect(screen.getByText("This is not a link to this network's site")).toBeInTheDocument();
    expect(screen.getByText("Enter a whole percentage from 0 to 100, or leave it empty")).toBeInTheDocument();
    expect(screen.getByLabelText("Smallest count shown")).toHaveAccessibleDescription(
      /Enter a whole number of at least 1, or leave it empty/,
    );
    expect(writes).toEqual([]);
  });

  it("saves every field, empty ones as not set", async () => {
    const { writes } = stubSiteApi();
    const user = renderPage();
    const phone = await screen.findByLabelText("Phone");
    await user.clear(phone);
    await user.clear(screen.getByLabelText("Teachers"));
    await user.type(screen.getByLabelText("Success rate (%)"), "95");
    await user.type(screen.getByLabelText("Smallest count shown"), "10");
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
      statMinimumCount: 10,
    });
    expect(within(document.body).queryByRole("alert")).toBeNull();
  });

  it("edits the reply templates of every type and language, refusing an unknown placeholder", async () => {
    const { templateWrites } = stubSiteApi();
    const user = renderPage();
    const templatesForm = await screen.findByRole("form", { name: "Reply templates" });
    const learners = within(templatesForm).getByRole("group", { name: "Learners" });
    const arabic = within(learners).getByLabelText("العربية");
    expect(arabic).toHaveValue("مرحبًا {firstName}!");
    expect(arabic).toHaveAttribute("dir", "rtl");
    const french = within(learners).getByLabelText("Français");
    await user.clear(french);
    await user.type(french, "Bonjour {{prenom}");
    await user.click(within(templatesForm).getByRole("button", { name: "Save reply templates" }));
    expect(
      await within(templatesForm).findByText(
        "Unknown placeholder: use {name}, {firstName}, {city}, {languages} or {cafe}",
      ),
    ).toBeInTheDocument();
    expect(templateWrites).toEqual([]);

    await user.clear(french);
    await user.type(french, "Salut {{firstName}, à bientôt à {{city} !");
    await user.click(within(templatesForm).getByRole("button", { name: "Save reply templates" }));
    expect(await screen.findByText("Reply templates saved")).toBeInTheDocument();
    expect(templateWrites).toEqual([
      { ...templates, learner: { ...templates.learner, fr: "Salut {firstName}, à bientôt à {city} !" } },
    ]);
  });
});
