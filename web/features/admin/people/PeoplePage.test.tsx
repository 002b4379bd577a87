import type { PeopleFound, PersonData, PersonErased } from "@schema/api";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi } from "@web/test/api";
import { signedInAdmin } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { personCsv } from "./person-fields";

const nobody = (email: string): PersonData => ({
  email,
  leads: [],
  leadNotes: [],
  sessionRequests: [],
  newsletter: [],
  emails: [],
  suppression: [],
  signInCounters: [],
  activity: [],
});

const amira: PersonData = {
  ...nobody("amira@example.tn"),
  leads: [
    {
      id: 1,
      userType: "learner",
      name: "Amira Ben Salah",
      email: "amira@example.tn",
      city: "Sfax",
      languages: ["English"],
      language: null,
      level: "intermediate",
      contactMethod: "whatsapp",
      whatsappNumber: "+216 22 345 678",
      trialSession: true,
      subject: null,
      message: '=HYPERLINK("x")',
      experience: null,
      cafeName: null,
      cafeAddress: null,
      spaceAvailable: null,
      locale: "fr",
      status: "contacted",
      closedReason: null,
      createdAt: "2026-11-02T09:30:00.000Z",
    },
  ],
  leadNotes: [{ id: 7, leadId: 1, body: "Prefers Saturday mornings", createdAt: "2026-11-03T10:00:00.000Z" }],
  newsletter: [
    {
      id: 3,
      email: "amira@example.tn",
      name: "Amira",
      locale: "fr",
      isActive: true,
      status: "active",
      subscribedAt: "2026-11-02T09:31:00.000Z",
      confirmedAt: "2026-11-02T09:40:00.000Z",
      consentAt: "2026-11-02T09:31:00.000Z",
      consentSource: "landing_newsletter_form",
    },
  ],
  emails: [
    {
      id: 7,
      kind: "lead_copy",
      relation: "to",
      subject: "Merci !",
      status: "sent",
      createdAt: "2026-11-02T09:30:00.000Z",
      sentAt: "2026-11-02T09:30:05.000Z",
    },
    {
      id: 8,
      kind: "lead_notification",
      relation: "about",
      subject: "New learner: Amira Ben Salah",
      status: "sent",
      createdAt: "2026-11-02T09:30:00.000Z",
      sentAt: "2026-11-02T09:30:05.000Z",
    },
  ],
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}

const SIGNED_IN = signedInAdmin({ email: "a@b.tn", secondFactor: { set: false, required: false } });

const LEILA = { email: "leila.b@example.tn", name: "Leila Ben Ali", leads: 2, sessionRequests: 1 };

/** The People API over a map of address → data, and the search's answer; records every call to it. */
function stubPeopleApi(people: Record<string, PersonData>, found: PeopleFound = { people: [], more: false }) {
  const calls: Call[] = [];
  answerApi(async ({ method, url, body }) => {
    if (url.pathname === "/api/auth/user") return Response.json(SIGNED_IN);
    if (!url.pathname.startsWith("/api/admin/people")) {
      return Response.json({ error: { code: "not_found", message: "No such API endpoint." } }, { status: 404 });
    }
    calls.push({ method, path: url.pathname + url.search, body });
    if (url.pathname === "/api/admin/people/search") return Response.json(found);
    if (url.pathname === "/api/admin/people") {
      const email = url.searchParams.get("email")!;
      return Response.json(people[email] ?? nobody(email));
    }
    if (url.pathname === "/api/admin/people/erase") {
      const erased: PersonErased = {
        erasureId: 12,
        erasedAt: "2026-11-23T21:00:00.000Z",
        rows: {
          leads: 1,
          leadNotes: 1,
          sessionRequests: 0,
          newsletter: 1,
          emails: 2,
          suppression: 0,
          signInCounters: 0,
          activity: 0,
        },
        total: 5,
      };
      delete people[body.email];
      return Response.json(erased);
    }
    if (url.pathname === "/api/admin/people/correct") {
      const moved = people[body.email]!;
      delete people[body.email];
      people[body.newEmail] = { ...moved, email: body.newEmail };
      return Response.json({ email: body.newEmail, rows: { leads: 1, newsletter: 1, emails: 1 } });
    }
    return Response.json({ error: { code: "not_found", message: "No such API endpoint." } }, { status: 404 });
  });
  return calls;
}

/** The People page as the back office shows it, at `at` (its URL holds the search and the person). */
function renderPeople(at = "/admin/people") {
  return { user: userEvent.setup(), ...renderApp(at, { locale: "en" }) };
}

async function findPerson(typed: string) {
  const { user, router } = renderPeople();
  await user.type(await screen.findByLabelText("Name, email address or phone"), typed);
  await user.click(screen.getByRole("button", { name: "Find" }));
  return Object.assign(user, { router });
}

describe("/admin/people", () => {
  it("shows everything stored about the address, kind by kind", async () => {
    const calls = stubPeopleApi({ "amira@example.tn": amira });
    await findPerson(" Amira@Example.tn ");
    expect(await screen.findByRole("heading", { name: "5 records stored for amira@example.tn" })).toBeTruthy();
    expect(calls[0]!.path).toBe("/api/admin/people?email=amira%40example.tn");
    const leads = screen.getByRole("region", { name: "Leads (1)" });
    expect(within(leads).getByText("+216 22 345 678")).toBeTruthy();
    expect(within(leads).getByText("Contacted")).toBeTruthy();
    const notes = screen.getByRole("region", { name: "The team's notes about their leads (1)" });
    expect(within(notes).getByText("Prefers Saturday mornings")).toBeTruthy();
    const newsletter = screen.getByRole("region", { name: "Newsletter (1)" });
    expect(within(newsletter).getByText("landing_newsletter_form")).toBeTruthy();
    const emails = screen.getByRole("region", { name: "Emails (2)" });
    expect(within(emails).getByText("The team's note about the person")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Spot requests (0)" })).getByText("None.")).toBeTruthy();
  });

  it("shows the activity log entries that hold the address, and counts them in the erase", async () => {
    const failedSignIn = {
      id: 40,
      at: "2026-11-03T08:00:00.000Z",
      actorId: null,
      actorEmail: "amira@example.tn",
      action: "sign_in_failed" as const,
      targetType: null,
      targetId: null,
      changes: null,
      context: { client: "203.0.113.7", reason: "unknown_account" },
    };
    stubPeopleApi({ "amira@example.tn": { ...nobody("amira@example.tn"), activity: [failedSignIn] } });
    const user = await findPerson("amira@example.tn");
    const log = await screen.findByRole("region", { name: "Activity log (1)" });
    expect(within(log).getByText("Failed sign-in")).toBeTruthy();
    expect(within(log).getByText("from 203.0.113.7 · reason no such admin")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Erase" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("deletes or anonymises 1 activity log entry");
  });

  it("says when nothing is stored, and offers no erase", async () => {
    stubPeopleApi({});
    await findPerson("nobody@example.tn");
    expect(await screen.findByRole("heading", { name: "Nothing is stored for nobody@example.tn" })).toBeTruthy();
    expect((screen.getByRole("button", { name: "Erase" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Export JSON" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("asks for two characters before asking the API", async () => {
    const calls = stubPeopleApi({});
    await findPerson(" a ");
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "Type at least 2 characters");
    expect(calls).toEqual([]);
  });

  it("lists the people found by part of a name, with what each has, and opens one", async () => {
    const calls = stubPeopleApi(
      { [LEILA.email]: { ...nobody(LEILA.email), leads: amira.leads } },
      {
        people: [
          { ...LEILA, newsletter: "active" },
          { email: "leila.k@example.tn", name: null, leads: 0, sessionRequests: 0, newsletter: "pending" },
        ],
        more: true,
      },
    );
    const user = await findPerson("Leila");
    const found = await screen.findByRole("region", { name: "2 people found for “Leila”" });
    expect(calls[0]!.path).toBe("/api/admin/people/search?q=Leila");
    const [leila, other] = within(found).getAllByRole("listitem");
    expect(leila).toHaveTextContent(
      "Leila Ben Ali" + "leila.b@example.tn" + "2 leads · 1 spot request · Newsletter: Active",
    );
    expect(other).toHaveTextContent("leila.k@example.tn" + "0 leads · 0 spot requests · Newsletter: Pending");
    expect(screen.getByText("More people match: type more of the name, address or number to see them.")).toBeTruthy();

    await user.click(within(leila!).getByRole("link", { name: "Leila Ben Ali" }));
    expect(await screen.findByRole("heading", { name: "1 record stored for leila.b@example.tn" })).toBeTruthy();
    expect(user.router.state.location.search).toEqual({ q: "Leila", email: LEILA.email });
    // Back to the list, as the link says.
    await user.click(screen.getByRole("link", { name: "Everyone found for “Leila”" }));
    expect(await screen.findByRole("region", { name: "2 people found for “Leila”" })).toBeTruthy();
  });

  it("says when nobody is found", async () => {
    stubPeopleApi({});
    await findPerson("+216 22 999");
    expect(await screen.findByRole("heading", { name: "Nobody found for “+216 22 999”" })).toBeTruthy();
  });

  it("opens the person a shared link names", async () => {
    const calls = stubPeopleApi({ "amira@example.tn": amira });
    renderPeople("/admin/people?email=amira%40example.tn");
    expect(await screen.findByRole("heading", { name: "5 records stored for amira@example.tn" })).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(["/api/admin/people?email=amira%40example.tn"]);
    expect((screen.getByLabelText("Name, email address or phone") as HTMLInputElement).value).toBe("amira@example.tn");
  });

  it("erases after a confirmation that names what will go", async () => {
    const calls = stubPeopleApi({ "amira@example.tn": { ...amira } });
    const user = await findPerson("amira@example.tn");
    await user.click(await screen.findByRole("button", { name: "Erase" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Erase everything stored about amira@example.tn?" });
    expect(dialog.textContent).toContain(
      "deletes or anonymises 1 lead, 1 note about a lead, 1 newsletter subscription with its consent record and 2 emails",
    );
    await user.click(within(dialog).getByRole("button", { name: "Erase" }));
    expect(await screen.findByRole("status")).toHaveProperty(
      "textContent",
      expect.stringContaining(
        "Erased for amira@example.tn: 1 lead, 1 note about a lead, 1 newsletter subscription with its consent record and 2 emails (5 rows, erase #12",
      ),
    );
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      path: "/api/admin/people/erase",
      body: { email: "amira@example.tn" },
    });
    expect(await screen.findByRole("heading", { name: "Nothing is stored for amira@example.tn" })).toBeTruthy();
  });

  it("corrects the name and address, then shows the person under the new address", async () => {
    const calls = stubPeopleApi({ "amira@example.tn": { ...amira } });
    const user = await findPerson("amira@example.tn");
    await user.click(await screen.findByRole("button", { name: "Correct name or email" }));
    const dialog = await screen.findByRole("dialog", { name: "Correct name or email" });
    expect((within(dialog).getByLabelText("Name") as HTMLInputElement).value).toBe("Amira Ben Salah");
    const address = within(dialog).getByLabelText("Email");
    await user.clear(address);
    await user.type(address, "amira.bs@example.tn");
    await user.click(within(dialog).getByRole("button", { name: "Correct everywhere" }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === "/api/admin/people/correct")?.body).toEqual({
        email: "amira@example.tn",
        newEmail: "amira.bs@example.tn",
        name: "Amira Ben Salah",
      }),
    );
    expect(await screen.findByRole("heading", { name: "5 records stored for amira.bs@example.tn" })).toBeTruthy();
  });
});

describe("personCsv", () => {
  it("writes one line per field of every record, formulas defused", () => {
    const lines = personCsv(amira).trim().split("\r\n");
    expect(lines[0]).toBe('"Data","Record","Field","Value"');
    expect(lines).toContain('"Leads","1","Email","amira@example.tn"');
    expect(lines).toContain('"Leads","1","Message","\'=HYPERLINK(""x"")"');
    expect(lines).toContain('"Newsletter","1","Consent given through","landing_newsletter_form"');
    expect(lines).toContain('"Emails","2","Recipient","The team\'s note about the person"');
    expect(lines).toContain('"The team\'s notes about their leads","1","Note","Prefers Saturday mornings"');
    expect(lines).toContain('"Leads","1","Status","Contacted"');
  });
});
