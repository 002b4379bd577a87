import type { Cafe } from "@schema/api";
import { CITIES } from "@schema/constants";
import { CAFE_COORDINATES } from "@schema/inputs";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { adminCafes } from "@web/api/admin/cafes";
import { SelectField, TextAreaField, TextField } from "@web/components/form/fields";
import { SwitchField } from "@web/components/form/switch-field";
import { asChoices } from "@web/components/ui/input";
import { FilterSelect, SearchBox } from "../admin-list";
import { EditableList, pagedRows } from "../editable-list";
import { useListState } from "../list-state";
import { CAFES_LIST } from "../lists";
import { activeColumn } from "../row-controls";
import { cafeForm, cafeFormValues } from "./cafe-form";

const linkClass = "text-orange-800 underline underline-offset-2 hover:text-orange-900";

/** How many sessions the café holds, as a link to them on the Sessions page. */
function SessionsLink({ cafe }: { cafe: Cafe }) {
  const count = cafe.sessionCount ?? 0;
  const text = count === 1 ? "1 session" : `${count} sessions`;
  if (count === 0) return <span className="text-stone-600">{text}</span>;
  return (
    <Link to="/admin/sessions" search={{ q: cafe.name }} className={linkClass} aria-label={`${text} at ${cafe.name}`}>
      {text}
    </Link>
  );
}

/** /admin/cafes: where sessions are held, with create, edit, active toggle and delete (docs/back-office.md, "Cafés"). */
export function CafesPage() {
  const list = useListState(CAFES_LIST);
  const cafes = useQuery({ ...adminCafes.page(list.params), placeholderData: keepPreviousData });
  return (
    <EditableList
      resource={adminCafes}
      rows={{
        ...pagedRows(list, cafes),
        filteredEmpty: "No cafés match these filters.",
        toolbar: (
          <div className="mb-4 grid gap-4 sm:grid-cols-3">
            <SearchBox placeholder="Name or address" value={list.search} onChange={list.setSearch} />
            <FilterSelect
              label="Status"
              anyLabel="Active and inactive"
              {...list.filter("status")}
              options={[
                { value: "active", label: "Active" },
                { value: "inactive", label: "Inactive" },
              ]}
            />
            <FilterSelect label="City" anyLabel="All cities" {...list.filter("city")} options={asChoices(CITIES)} />
          </div>
        ),
      }}
      toastNoun="Café"
      intro="Sessions are held in these cafés; an inactive café keeps its sessions but is not offered for new ones."
      newLabel="New café"
      what="cafés"
      empty="No cafés yet. Add the first café to hold sessions in."
      itemLabel={(cafe: Cafe) => cafe.name}
      columns={(change, busy) => [
        {
          header: "Name",
          sort: "name",
          className: "font-medium",
          cell: (cafe) => (
            <div>
              <bdi>{cafe.name}</bdi>
              {cafe.address ? (
                <span className="block text-xs font-normal text-stone-600" dir="auto">
                  {cafe.address}
                </span>
              ) : null}
            </div>
          ),
        },
        { header: "City", sort: "city", className: "sm:whitespace-nowrap", cell: (cafe) => cafe.city },
        {
          header: "Map",
          cell: (cafe) =>
            cafe.mapUrl ? (
              <a href={cafe.mapUrl} target="_blank" rel="noreferrer" className={linkClass}>
                Open map<span className="sr-only"> of {cafe.name}</span>
              </a>
            ) : (
              <span className="text-stone-600">—</span>
            ),
        },
        { header: "Sessions", className: "sm:whitespace-nowrap", cell: (cafe) => <SessionsLink cafe={cafe} /> },
        activeColumn(
          (cafe) => cafe.name,
          (cafe, isActive) => change(cafe, { isActive }),
          busy,
        ),
      ]}
      confirmText="Are you sure you want to delete this café?"
      confirmDescription={(cafe) => (
        <>
          <span dir="auto">{cafe.name}</span>. A café that holds sessions cannot be deleted: make it inactive instead.
        </>
      )}
      form={{
        schema: cafeForm,
        values: cafeFormValues,
        title: (cafe) => (cafe ? "Edit café" : "New café"),
        submitLabel: (cafe) => (cafe ? "Save changes" : "Create café"),
        width: "2xl",
        fields: <CafeFields />,
      }}
    />
  );
}

const { latitude, longitude } = CAFE_COORDINATES;

/** The fields of a café. */
function CafeFields() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField name="name" label="Name" className="sm:col-span-2" />
      <TextField name="address" label="Address" hint="Street and number, as people look for it." />
      <SelectField name="city" label="City" options={asChoices(CITIES)} hint="Its sessions are in this city." />
      <TextField
        name="mapUrl"
        label="Map link"
        type="url"
        inputMode="url"
        hint="Optional: the café on Google Maps or OpenStreetMap, starting with https://."
        className="sm:col-span-2"
      />
      <TextField
        name="latitude"
        label="Latitude"
        inputMode="decimal"
        hint={`Optional, with the longitude: between ${latitude.min} and ${latitude.max}.`}
      />
      <TextField
        name="longitude"
        label="Longitude"
        inputMode="decimal"
        hint={`Optional, with the latitude: between ${longitude.min} and ${longitude.max}.`}
      />
      <TextField
        name="photoUrl"
        label="Photo link"
        type="url"
        inputMode="url"
        hint="Optional: an https:// address of a photo of the café."
        className="sm:col-span-2"
      />
      <TextAreaField
        name="openingNote"
        label="Opening note"
        rows={2}
        hint="Optional: opening hours, or how to find the group (at most 300 characters)."
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <SwitchField name="isActive" label="Active" hint="(offered for new sessions)" />
      </div>
    </div>
  );
}
