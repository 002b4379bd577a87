import { CITIES, LEAD_STATUSES, type LeadStatus, type LeadType, type Locale } from "@schema/constants";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { adminLeads } from "@web/api/admin/leads";
import { publicSessionsQuery } from "@web/api/public-reads";
import { answerApi } from "@web/test/api";
import { renderWithProviders } from "@web/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LeadFormsProvider, useLeadForms } from "./LeadForms";

afterEach(() => {
  vi.restoreAllMocks();
});

function Openers() {
  const { openLeadForm } = useLeadForms();
  const kinds: LeadType[] = ["learner", "teacher", "cafe_owner", "contact"];
  return (
    <>
      {kinds.map((kind) => (
        <button key={kind} type="button" onClick={() => openLeadForm(kind)}>
          open {kind}
        </button>
      ))}
      <button type="button" onClick={() => openLeadForm("learner", { trialSession: true })}>
        claim the free session
      </button>
    </>
  );
}

/** Answers POST /api/leads with `status` once released; records every call. */
function stubLeadsApi(status = 201) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const requests = answerApi(async () => {
    await gate;
    return status === 201
      ? Response.json({ id: 7 }, { status })
      : Response.json(
          { error: { code: "internal_error", message: "Something went wrong. Please try again." } },
          { status },
        );
  });
  return {
    requests,
    release,
    sentBody: (i = 0) => requests.mock.calls[i]?.[0].body as Record<string, unknown>,
  };
}

async function openByName(button: string, locale: Locale = "en") {
  const user = userEvent.setup();
  renderWithProviders(
    <LeadFormsProvider>
      <Openers />
    </LeadFormsProvider>,
    { locale },
  );
  await user.click(screen.getByRole("button", { name: button }));
  return { user, dialog: await screen.findByRole("dialog") };
}
const open = (kind: LeadType, locale: Locale = "en") => openByName(`open ${kind}`, locale);

const errorsIn = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole("alert")
    .map((alert) => alert.textContent);

describe("Join as a Learner", () => {
  it("shows every required message on an empty submit, without calling the API", async () => {
    const { requests } = stubLeadsApi();
    const { user, dialog } = await open("learner");
    expect(within(dialog).getByRole("heading", { name: "Join as a Learner" })).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Join as a learner" }));

    expect(errorsIn(dialog)).toEqual([
      "Name is required",
      "Please enter a valid email",
      "Please select your city",
      "Please select your current level",
      "Please select at least one language",
    ]);
    expect(within(dialog).getByLabelText("Full name")).toHaveAttribute("aria-invalid", "true");
    expect(requests).not.toHaveBeenCalled();
  });

  it("asks for the WhatsApp number only when WhatsApp is chosen, and requires it then", async () => {
    stubLeadsApi();
    const { user, dialog } = await open("learner");
    expect(within(dialog).getByRole("radio", { name: "Email" })).toBeChecked();
    expect(within(dialog).queryByLabelText("WhatsApp number")).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("radio", { name: "WhatsApp" }));
    expect(within(dialog).getByLabelText("WhatsApp number")).toHaveAttribute("placeholder", "+216 20 123 456");
    await user.click(within(dialog).getByRole("button", { name: "Join as a learner" }));
    expect(errorsIn(dialog)).toContain("WhatsApp number is required when WhatsApp is selected");

    await user.click(within(dialog).getByRole("radio", { name: "Email" }));
    expect(within(dialog).queryByLabelText("WhatsApp number")).not.toBeInTheDocument();
  });

  it("validates again on change once submitted", async () => {
    stubLeadsApi();
    const { user, dialog } = await open("learner");
    await user.click(within(dialog).getByRole("button", { name: "Join as a learner" }));
    expect(errorsIn(dialog)).toContain("Name is required");
    await user.type(within(dialog).getByLabelText("Full name"), "Amira");
    expect(errorsIn(dialog)).not.toContain("Name is required");
    await user.click(within(dialog).getByRole("checkbox", { name: "German" }));
    expect(errorsIn(dialog)).not.toContain("Please select at least one language");
  });

  it("sends the lead in the visitor's language, says 'Submitting...', then thanks and resets", async () => {
    const api = stubLeadsApi();
    const { user, dialog } = await open("learner");
    await user.type(within(dialog).getByLabelText("Full name"), "  Amira Ben Salah ");
    await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "Amira@Example.tn");
    await user.selectOptions(within(dialog).getByLabelText("City"), "Sfax");
    await user.selectOptions(within(dialog).getByLabelText("Current level"), "fluent");
    await user.click(within(dialog).getByRole("checkbox", { name: "English" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Italian" }));
    await user.click(within(dialog).getByRole("radio", { name: "WhatsApp" }));
    await user.type(within(dialog).getByLabelText("WhatsApp number"), "+216 22 345 678");
    await user.click(within(dialog).getByRole("checkbox", { name: "I'd like to book my free first session" }));
    await user.click(within(dialog).getByRole("button", { name: "Join as a learner" }));

    expect(await within(dialog).findByRole("button", { name: "Submitting..." })).toBeDisabled();
    api.release();

    const thanks = await screen.findByRole("dialog", { name: "Thanks!" });
    expect(thanks).toHaveTextContent(
      "We'll contact you as soon as possible. A copy of your submission has been sent to your email.",
    );
    expect(screen.queryByRole("dialog", { name: "Join as a Learner" })).not.toBeInTheDocument();
    expect(api.requests.mock.calls[0]?.[0].path).toBe("/api/leads");
    expect(api.sentBody()).toEqual({
      userType: "learner",
      name: "Amira Ben Salah",
      email: "amira@example.tn",
      city: "Sfax",
      languages: ["English", "Italian"],
      level: "fluent",
      contactMethod: "whatsapp",
      whatsappNumber: "+216 22 345 678",
      trialSession: true,
      locale: "en",
    });

    await user.click(within(thanks).getAllByRole("button", { name: "Close" }).at(-1)!);
    await user.click(screen.getByRole("button", { name: "open learner" }));
    const reopened = await screen.findByRole("dialog", { name: "Join as a Learner" });
    expect(within(reopened).getByLabelText("Full name")).toHaveValue("");
    expect(within(reopened).getByRole("radio", { name: "Email" })).toBeChecked();
  });

  it("keeps everything typed when the submission fails, and only logs it", async () => {
    const api = stubLeadsApi(500);
    api.release();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { user, dialog } = await open("contact");
    await user.type(within(dialog).getByLabelText("Full name"), "Sarra");
    await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "sarra@example.tn");
    await user.type(within(dialog).getByLabelText("Subject"), "Groups");
    await user.type(within(dialog).getByLabelText("Message"), "Do you run groups for companies?");
    await user.click(within(dialog).getByRole("button", { name: "Send message" }));

    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(await within(dialog).findByRole("button", { name: "Send message" })).toBeEnabled();
    expect(within(dialog).getByLabelText("Subject")).toHaveValue("Groups");
    expect(screen.queryByRole("dialog", { name: "Thanks!" })).not.toBeInTheDocument();
    expect(errorsIn(dialog)).toEqual([]);
  });

  it("opens with the free session ticked when the call to action offered it; the visitor can untick it", async () => {
    const api = stubLeadsApi();
    api.release();
    const { user, dialog } = await openByName("claim the free session");
    const freeSession = within(dialog).getByRole("checkbox", { name: "I'd like to book my free first session" });
    expect(freeSession).toBeChecked();

    await user.click(freeSession);
    expect(freeSession).not.toBeChecked();
    await user.type(within(dialog).getByLabelText("Full name"), "Amira");
    await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "amira@example.tn");
    await user.selectOptions(within(dialog).getByLabelText("City"), "Hammamet");
    await user.selectOptions(within(dialog).getByLabelText("Current level"), "beginner");
    await user.click(within(dialog).getByRole("checkbox", { name: "English" }));
    await user.click(within(dialog).getByRole("button", { name: "Join as a learner" }));
    await screen.findByRole("dialog", { name: "Thanks!" });
    expect(api.sentBody()).toMatchObject({ city: "Hammamet", trialSession: false });
  });

  it("ticks the free session again when a free-session button opens the form, and leaves it as it was otherwise", async () => {
    stubLeadsApi();
    const { user, dialog } = await openByName("open learner");
    const freeSession = () =>
      within(screen.getByRole("dialog")).getByRole("checkbox", { name: "I'd like to book my free first session" });
    expect(freeSession()).not.toBeChecked();
    await user.type(within(dialog).getByLabelText("Full name"), "Amira");
    await user.keyboard("{Escape}");

    await user.click(screen.getByRole("button", { name: "claim the free session" }));
    await screen.findByRole("dialog");
    expect(freeSession()).toBeChecked();
    expect(within(screen.getByRole("dialog")).getByLabelText("Full name")).toHaveValue("Amira");
    await user.click(freeSession());
    await user.keyboard("{Escape}");

    await user.click(screen.getByRole("button", { name: "open learner" }));
    await screen.findByRole("dialog");
    expect(freeSession()).not.toBeChecked();
  });

  it("keeps a draft when the dialog is closed and opened again", async () => {
    stubLeadsApi();
    const { user, dialog } = await open("teacher");
    await user.type(within(dialog).getByLabelText("Full name"), "Youssef");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "open teacher" }));
    expect(within(await screen.findByRole("dialog")).getByLabelText("Full name")).toHaveValue("Youssef");
  });
});

describe("after a form is sent", () => {
  it("refreshes every page of the back office's leads (docs/product-rules.md#api-calls), not the public reads", async () => {
    const api = stubLeadsApi();
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(
      <LeadFormsProvider>
        <Openers />
      </LeadFormsProvider>,
    );
    const filters = {
      status: "",
      type: "",
      city: "",
      language: "",
      age: "",
      q: "",
      sort: "createdAt",
      order: "desc",
    } as const;
    for (const page of [1, 2])
      queryClient.setQueryData(adminLeads.page({ ...filters, page, pageSize: 25 }).queryKey, {
        items: [],
        total: 30,
        page,
        pageSize: 25,
        counts: { ...Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])), new: 30 } as Record<
          LeadStatus,
          number
        >,
      });
    queryClient.setQueryData(publicSessionsQuery().queryKey, []);
    await user.click(screen.getByRole("button", { name: "open contact" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Full name"), "Amira");
    await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "amira@example.tn");
    await user.type(within(dialog).getByLabelText("Subject"), "A question");
    await user.type(within(dialog).getByLabelText("Message"), "Do you meet in Sfax on Sundays?");
    await user.click(within(dialog).getByRole("button", { name: "Send message" }));
    api.release();

    await screen.findByRole("dialog", { name: "Thanks!" });
    const leadQueries = queryClient.getQueryCache().findAll({ queryKey: ["admin", "leads"] });
    expect(leadQueries.map((query) => query.state.isInvalidated)).toEqual([true, true]);
    expect(queryClient.getQueryState(publicSessionsQuery().queryKey)?.isInvalidated).toBe(false);
  });
});

describe("the hidden website field (honeypot)", () => {
  it("is out of sight and out of the tab order, and a filled one sends nothing", async () => {
    const { requests } = stubLeadsApi();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { user, dialog } = await open("contact");
    const honeypot = dialog.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot.closest("[aria-hidden='true']")).not.toBeNull();

    await user.type(honeypot, "http://spam.example");
    await user.type(within(dialog).getByLabelText("Full name"), "Bot");
    await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "bot@example.com");
    await user.type(within(dialog).getByLabelText("Subject"), "Offer");
    await user.type(within(dialog).getByLabelText("Message"), "Buy cheap followers now");
    await user.click(within(dialog).getByRole("button", { name: "Send message" }));

    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        "Lead submission failed",
        expect.objectContaining({ message: "Bot detected" }),
      ),
    );
    expect(requests).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog", { name: "Thanks!" })).not.toBeInTheDocument();
  });
});

describe("Café Owner partnership", () => {
  it("shows the WhatsApp field only for WhatsApp and resets the contact method to email after success", async () => {
    const api = stubLeadsApi();
    api.release();
    const { user, dialog } = await open("cafe_owner");
    await user.click(within(dialog).getByRole("button", { name: "Become a partner café" }));
    expect(errorsIn(dialog)).toEqual([
      "Name is required",
      "Please enter a valid email",
      "Café name is required",
      "City is required",
      "Café address is required",
    ]);

    await user.type(within(dialog).getByLabelText("Full name"), "Hedi");
    await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "hedi@cafe-lino.tn");
    await user.type(within(dialog).getByLabelText("Café name"), "Café Lino");
    await user.selectOptions(within(dialog).getByLabelText("City"), "Tunis");
    await user.type(within(dialog).getByLabelText("Café address"), "12 Rue de Marseille");
    await user.click(within(dialog).getByRole("radio", { name: "WhatsApp" }));
    await user.type(within(dialog).getByLabelText("WhatsApp number"), "+216 71 000 000");
    await user.click(within(dialog).getByRole("button", { name: "Become a partner café" }));

    await screen.findByRole("dialog", { name: "Thanks!" });
    expect(api.sentBody()).toMatchObject({
      userType: "cafe_owner",
      contactMethod: "whatsapp",
      whatsappNumber: "+216 71 000 000",
      spaceAvailable: null,
    });
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "open cafe_owner" }));
    const reopened = await screen.findByRole("dialog");
    expect(within(reopened).getByRole("radio", { name: "Email" })).toBeChecked();
    expect(within(reopened).queryByLabelText("WhatsApp number")).not.toBeInTheDocument();
  });

  it("does not send a WhatsApp number typed before switching back to email", async () => {
    const api = stubLeadsApi();
    api.release();
    const { user, dialog } = await open("cafe_owner");
    await user.type(within(dialog).getByLabelText("Full name"), "Hedi");
    await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "hedi@cafe-lino.tn");
    await user.type(within(dialog).getByLabelText("Café name"), "Café Lino");
    await user.selectOptions(within(dialog).getByLabelText("City"), "Sousse");
    await user.type(within(dialog).getByLabelText("Café address"), "Avenue Habib Bourguiba");
    await user.click(within(dialog).getByRole("radio", { name: "WhatsApp" }));
    await user.type(within(dialog).getByLabelText("WhatsApp number"), "+216 71 000 000");
    await user.click(within(dialog).getByRole("radio", { name: "Email" }));
    await user.click(within(dialog).getByRole("button", { name: "Become a partner café" }));
    await screen.findByRole("dialog", { name: "Thanks!" });
    expect(api.sentBody()).toMatchObject({ contactMethod: "email", whatsappNumber: null });
  });
});

describe("in French and Arabic", () => {
  it("shows the teacher form's messages in French", async () => {
    stubLeadsApi();
    const { user, dialog } = await open("teacher", "fr");
    expect(within(dialog).getByRole("heading", { name: "Rejoindre en tant qu'animateur" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("radio", { name: "WhatsApp" }));
    await user.click(within(dialog).getByRole("button", { name: "Envoyer ma candidature" }));
    expect(errorsIn(dialog)).toEqual([
      "Le nom est obligatoire",
      "Veuillez saisir une adresse e-mail valide",
      "La ville est obligatoire",
      "Veuillez choisir au moins une langue",
      "Le numéro WhatsApp est obligatoire si vous choisissez WhatsApp",
      "Veuillez décrire votre motivation",
    ]);
    expect(within(dialog).getByRole("checkbox", { name: "Allemand" })).toBeInTheDocument();
    expect(within(within(dialog).getByLabelText("Ville")).getByRole("option", { name: "Le Kef" })).toHaveValue("Kef");
  });

  it("shows the contact form's messages in Arabic, then thanks in Arabic", async () => {
    const api = stubLeadsApi();
    api.release();
    const { user, dialog } = await open("contact", "ar");
    expect(within(dialog).getByRole("heading", { name: "اتصل بنا" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "أرسل الرسالة" }));
    expect(errorsIn(dialog)).toEqual([
      "الاسم مطلوب",
      "يرجى إدخال بريد إلكتروني صالح",
      "الموضوع مطلوب",
      "يجب أن تتكون الرسالة من 10 أحرف على الأقل",
    ]);
    await user.type(within(dialog).getByLabelText("الاسم الكامل"), "سارة");
    await user.type(within(dialog).getByRole("textbox", { name: "البريد الإلكتروني" }), "sarra@example.tn");
    await user.type(within(dialog).getByLabelText("الموضوع"), "سؤال");
    await user.type(within(dialog).getByLabelText("الرسالة"), "هل توجد جلسات في بنزرت؟");
    await user.click(within(dialog).getByRole("button", { name: "أرسل الرسالة" }));
    const thanks = await screen.findByRole("dialog", { name: "شكرًا!" });
    expect(thanks).toHaveTextContent("سنتواصل معك في أقرب وقت ممكن. أُرسلت نسخة من طلبك إلى بريدك الإلكتروني.");
    expect(api.sentBody()).toMatchObject({ userType: "contact", locale: "ar", name: "سارة" });
  });

  it("names the cities, languages and levels in Arabic while sending the stored values", async () => {
    stubLeadsApi();
    const { dialog } = await open("learner", "ar");
    const city = within(dialog).getByLabelText("المدينة");
    expect(within(city).getByRole("option", { name: "صفاقس" })).toHaveValue("Sfax");
    // Every city an admin can hold a session in, Hammamet and Sidi Bouzid included, after "choose one".
    expect(within(city).getByRole("option", { name: "الحمامات" })).toHaveValue("Hammamet");
    expect(within(city).getByRole("option", { name: "سيدي بوزيد" })).toHaveValue("Sidi Bouzid");
    expect(within(city).getAllByRole("option")).toHaveLength(CITIES.length + 1);
    expect(
      within(within(dialog).getByLabelText("مستواك الحالي")).getByRole("option", { name: "أتقنها لكن أريد الممارسة" }),
    ).toHaveValue("fluent");
    expect(
      within(dialog)
        .getAllByRole("checkbox")
        .filter((box) => box.getAttribute("name") === "languages"),
    ).toHaveLength(9);
  });
});
