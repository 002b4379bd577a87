import type { PersonData, PersonMatch } from "@schema/api";
import { peopleSearchQuery as peopleSearchInput, personQuery as personQueryInput } from "@schema/inputs";
import { validationText } from "@schema/messages";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { erasePerson, PERSON_CHANGES, peopleSearchQuery, personQuery } from "@web/api/admin/people";
import { refreshAfterChange } from "@web/api/refresh";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Field } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { toast, toastError } from "@web/components/ui/toaster";
import { downloadCsv } from "@web/lib/csv";
import { datedFileName, downloadFile } from "@web/lib/download";
import { formatAdminDate } from "@web/lib/format";
import { ArrowLeft, Download, Search, Trash2, UserPen } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { SUBSCRIBER_STATUS_LABELS } from "../newsletter/subscribers-csv";
import { CorrectPersonDialog } from "./CorrectPersonDialog";
import type { PeopleUrl } from "./people-url";
import {
  type AnyPersonSection,
  describeRows,
  PERSON_SECTIONS,
  personCsv,
  rowTotal,
  sectionRecords,
} from "./person-fields";

const peopleRoute = getRouteApi("/admin/people");

const ISO_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string" && ISO_DATE.test(value)) return formatAdminDate(value);
  return String(value);
}

/**
 * /admin/people: a request to see, correct or erase one's data, answered in minutes. The person
 * is found by part of their name, address or phone number (or their whole address), and
 * everything stored about them is shown, exported as JSON and CSV, corrected or erased everywhere
 * at once. What was searched and who is open are in the URL (people-url.ts): a link to a person
 * from any list of the back office opens them here.
 */
export function PeoplePage() {
  const { q, email } = peopleRoute.useSearch();
  const navigate = peopleRoute.useNavigate();
  const [erased, setErased] = useState<string | null>(null);
  const open = (search: PeopleUrl, options: { replace?: boolean } = {}) => {
    setErased(null);
    void navigate({ search, ...options });
  };

  return (
    <>
      <p className="max-w-3xl text-stone-700">
        Everything stored about one person: leads, spot requests, the newsletter and its consent record, the emails sent
        to or about the person. Find them by the start of their name or family name, of their address, or by their phone
        number however it was written; export it for a request to see one's data, correct the name or address
        everywhere, or erase it.
      </p>
      <PeopleSearchForm key={`${q}|${email}`} typed={q ?? email ?? ""} onSearch={open} />
      {erased ? (
        <p role="status" className="mt-6 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900">
          {erased}
        </p>
      ) : null}
      {email ? (
        <>
          {q ? (
            <Link to="." search={{ q }} className="mt-6 inline-flex items-center gap-1 text-sm underline">
              <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
              Everyone found for <bdi>“{q}”</bdi>
            </Link>
          ) : null}
          <PersonResults
            email={email}
            onCorrected={(newEmail) => open({ q, email: newEmail }, { replace: true })}
            onErased={setErased}
          />
        </>
      ) : q ? (
        <PeopleFoundList q={q} />
      ) : null}
    </>
  );
}

/** The search box: a whole address opens the person at once; anything else lists who matches. */
function PeopleSearchForm({ typed: initial, onSearch }: { typed: string; onSearch: (search: PeopleUrl) => void }) {
  const [typed, setTyped] = useState(initial);
  const [typingError, setTypingError] = useState<string>();

  const find = (event: FormEvent) => {
    event.preventDefault();
    const parsed = peopleSearchInput.safeParse({ q: typed });
    if (!parsed.success) {
      setTypingError(validationText(parsed.error.issues[0]?.message ?? "search_too_short", "en"));
      return;
    }
    setTypingError(undefined);
    const address = personQueryInput.safeParse({ email: parsed.data.q });
    onSearch(address.success ? { email: address.data.email } : { q: parsed.data.q });
  };

  return (
    <search className="mt-6 block max-w-xl">
      <form noValidate onSubmit={find} className="flex flex-wrap items-end gap-3">
        <Field label="Name, email address or phone" error={typingError} className="min-w-64 flex-1">
          <Input
            type="search"
            dir="auto"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </Field>
        <Button type="submit">
          <Search aria-hidden className="size-4" />
          Find
        </Button>
      </form>
    </search>
  );
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the person has here, in a few words: "2 leads · 1 spot request · Newsletter: Active". */
function personHoldings(person: PersonMatch): string {
  return [
    count(person.leads, "lead", "leads"),
    count(person.sessionRequests, "spot request", "spot requests"),
    person.newsletter ? `Newsletter: ${SUBSCRIBER_STATUS_LABELS[person.newsletter]}` : "Not subscribed",
  ].join(" · ");
}

/** The people found for `q`, each a link to everything stored about them. */
function PeopleFoundList({ q }: { q: string }) {
  const found = useQuery(peopleSearchQuery(q));
  if (found.isPending)
    return (
      <p className="mt-6" role="status">
        Loading...
      </p>
    );
  if (found.isError)
    return (
      <p role="alert" className="mt-6 text-red-700">
        {found.error.message}
      </p>
    );
  const { people, more } = found.data;
  return (
    <section aria-labelledby="people-found" className="mt-8">
      <h2 id="people-found" className="text-lg font-semibold text-stone-900">
        {people.length === 0 ? "Nobody found for " : `${count(people.length, "person", "people")} found for `}
        <bdi>“{q}”</bdi>
      </h2>
      {people.length === 0 ? (
        <p className="mt-2 max-w-3xl text-sm text-stone-600">
          Names and family names are found by their start, addresses by their start, phone numbers by their digits. Type
          a whole address to see everything stored under it, emails and the activity log included.
        </p>
      ) : (
        <ul className="mt-4 grid gap-3 lg:grid-cols-2">
          {people.map((person) => (
            <li key={person.email} className="rounded-xl border border-stone-200 bg-white p-4">
              <Link
                to="."
                search={{ q, email: person.email }}
                className="font-semibold text-stone-900 underline decoration-stone-300 underline-offset-2"
              >
                <bdi>{person.name ?? person.email}</bdi>
              </Link>
              {person.name ? <p className="break-all text-sm text-stone-700">{person.email}</p> : null}
              <p className="mt-1 text-sm text-stone-600">{personHoldings(person)}</p>
            </li>
          ))}
        </ul>
      )}
      {more ? (
        <p className="mt-4 text-sm text-stone-700">
          More people match: type more of the name, address or number to see them.
        </p>
      ) : null}
    </section>
  );
}

function PersonResults({
  email,
  onCorrected,
  onErased,
}: {
  email: string;
  onCorrected: (email: string) => void;
  onErased: (message: string) => void;
}) {
  const person = useQuery(personQuery(email));
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  const erase = useMutation({
    mutationFn: () => erasePerson(email),
    onSuccess: async (result) => {
      setConfirming(false);
      const message = `Erased for ${email}: ${describeRows(result.rows)} (${result.total} rows, erase #${result.erasureId} at ${formatAdminDate(result.erasedAt)}).`;
      onErased(message);
      toast.success("Data erased");
      await refreshAfterChange(queryClient, PERSON_CHANGES);
    },
    onError: (error) => toastError("Error", error),
  });

  if (person.isPending)
    return (
      <p className="mt-6" role="status">
        Loading...
      </p>
    );
  if (person.isError) {
    return (
      <p role="alert" className="mt-6 text-red-700">
        {person.error.message}
      </p>
    );
  }
  const data = person.data;
  const total = rowTotal(data);
  const counts = Object.fromEntries(PERSON_SECTIONS.map((s) => [s.kind, data[s.kind].length]));

  return (
    <section aria-labelledby="person-summary" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="person-summary" className="text-lg font-semibold text-stone-900">
          {total === 0 ? (
            <>
              Nothing is stored for <bdi>{email}</bdi>
            </>
          ) : (
            <>
              {total} {total === 1 ? "record" : "records"} stored for <bdi>{email}</bdi>
            </>
          )}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => exportJson(data)}>
            <Download aria-hidden className="size-4" />
            Export JSON
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => downloadCsv(datedFileName("personal-data", "csv"), personCsv(data))}
          >
            <Download aria-hidden className="size-4" />
            Export CSV
          </Button>
          <Button variant="outline" size="sm" disabled={total === 0} onClick={() => setCorrecting(true)}>
            <UserPen aria-hidden className="size-4" />
            Correct name or email
          </Button>
          <Button variant="destructive" size="sm" disabled={total === 0} onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden className="size-4" />
            Erase
          </Button>
        </div>
      </div>
      {total > 0 ? (
        <div className="mt-6 space-y-8">
          {PERSON_SECTIONS.map((section) => (
            <PersonSectionView key={section.kind} section={section} data={data} />
          ))}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Erase everything stored about ${email}?`}
        description={
          <>
            This deletes or anonymises {describeRows(counts)}, and cancels the emails still waiting to be sent. Leads
            and spot requests keep only what identifies nobody (type, city, languages, session, level, dates), so the
            statistics stay right. It cannot be undone: export first if the person asked for a copy.
          </>
        }
        confirmLabel="Erase"
        cancelLabel="Cancel"
        busy={erase.isPending}
        onConfirm={() => erase.mutate()}
      />
      <CorrectPersonDialog
        open={correcting}
        onClose={() => setCorrecting(false)}
        person={data}
        onCorrected={async (newEmail) => {
          await refreshAfterChange(queryClient, PERSON_CHANGES);
          onCorrected(newEmail);
        }}
      />
    </section>
  );
}

function exportJson(data: PersonData) {
  const file = { exportedAt: new Date().toISOString(), ...data };
  downloadFile(datedFileName("personal-data", "json"), [JSON.stringify(file, null, 2)], "application/json");
}

function PersonSectionView({ section, data }: { section: AnyPersonSection; data: PersonData }) {
  const headingId = useId();
  const records = sectionRecords(section, data);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold text-stone-900">
        {section.title} ({records.length})
      </h3>
      {records.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">None.</p>
      ) : (
        <ul className="mt-3 grid gap-3 lg:grid-cols-2">
          {records.map((fields, index) => (
            // Records have no stable key of their own across kinds; their order is the answer's.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole on each answer.
            <li key={index} className="rounded-xl border border-stone-200 bg-white p-4">
              <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                {fields.map(({ header, value }) => (
                  <div key={header} className="contents">
                    <dt className="font-semibold text-stone-700">{header}</dt>
                    <dd dir="auto" className="whitespace-pre-wrap break-words text-stone-900">
                      {shown(value)}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
