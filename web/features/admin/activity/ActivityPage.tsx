import type { ActivityEntry } from "@schema/api";
import { AUDIT_ACTIONS, AUDIT_TARGETS } from "@schema/audit";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminActivity } from "@web/api/admin/activity";
import { Badge } from "@web/components/ui/badge";
import { Field } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { formatAdminDate } from "@web/lib/format";
import { type Column, FilterSelect, PagedTable } from "../admin-list";
import { useListState } from "../list-state";
import { ACTIVITY_LIST } from "../lists";
import { ActivityRecordCell } from "./ActivityRecord";
import { ACTION_LABELS, contextText, TARGET_LABELS, valueText } from "./activity-labels";

/** Changes longer than this (all values together) fold under their field names. */
const INLINE_CHANGES_MAX = 160;

function Changes({ entry }: { entry: ActivityEntry }) {
  const changes = Object.entries(entry.changes ?? {});
  if (changes.length === 0) return <span className="text-stone-500">—</span>;
  const list = (
    <dl className="space-y-1">
      {changes.map(([field, { before, after }]) => (
        <div key={field}>
          <dt className="inline font-semibold">{field}: </dt>
          <dd className="inline [overflow-wrap:anywhere]">
            <bdi>{valueText(before)}</bdi> → <bdi>{valueText(after)}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
  const length = changes.reduce(
    (sum, [, change]) => sum + valueText(change.before).length + valueText(change.after).length,
    0,
  );
  if (length <= INLINE_CHANGES_MAX) return list;
  return (
    <details>
      <summary className="cursor-pointer">
        {changes.length} field(s): {changes.map(([field]) => field).join(", ")}
      </summary>
      <div className="mt-1">{list}</div>
    </details>
  );
}

/**
 * Who acted: the admin's name as it is now, else their address; a failed sign-in for no account
 * names nobody (what was typed may be a password), and an entry with no one is the command line's.
 */
function Actor({ entry }: { entry: ActivityEntry }) {
  if (entry.actorName) {
    return (
      <span title={entry.actorEmail ?? undefined}>
        <bdi>{entry.actorName}</bdi>
      </span>
    );
  }
  if (entry.actorEmail) return <>{entry.actorEmail}</>;
  return <span className="text-stone-600">{entry.action === "sign_in_failed" ? "no such admin" : "command line"}</span>;
}

const ACTIVITY_COLUMNS: Column<ActivityEntry, "at">[] = [
  { header: "When", sort: "at", className: "sm:whitespace-nowrap", cell: (entry) => formatAdminDate(entry.at) },
  { header: "Who", className: "[overflow-wrap:anywhere]", cell: (entry) => <Actor entry={entry} /> },
  {
    header: "What",
    // One block, so a phone's stacked row keeps the badge above its context, not squeezed beside it.
    cell: (entry) => (
      <div>
        <Badge tone={entry.action === "sign_in_failed" ? "red" : entry.action === "delete" ? "yellow" : "neutral"}>
          <span className="whitespace-nowrap">{ACTION_LABELS[entry.action]}</span>
        </Badge>
        {entry.context ? <p className="mt-1 text-xs text-stone-600">{contextText(entry.context)}</p> : null}
      </div>
    ),
  },
  { header: "Record", cell: (entry) => <ActivityRecordCell entry={entry} /> },
  { header: "Changes", className: "text-sm", cell: (entry) => <Changes entry={entry} /> },
];

function DayFilter({ label, value, onChange }: { label: string; value: string; onChange: (day: string) => void }) {
  return (
    <Field label={label} className="w-full sm:w-44">
      <Input type="date" value={value} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}

/**
 * /admin/activity: the audit log. Who signed in (or failed to), and every change made in the back
 * office with the fields it changed, newest first, filtered on the Worker.
 */
export function ActivityPage() {
  const state = useListState(ACTIVITY_LIST);
  // Every change elsewhere adds entries: read afresh on each visit rather than being told by each.
  const list = useQuery({
    ...adminActivity.page(state.params),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });
  const from = state.filter("from");
  const to = state.filter("to");

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect
          label="Who"
          anyLabel="Everyone"
          className="w-full sm:w-64"
          {...state.filter("actor")}
          options={(list.data?.actors ?? []).map(({ email, name }) => ({
            value: email,
            label: name ? `${name} (${email})` : email,
          }))}
        />
        <FilterSelect
          label="What"
          anyLabel="Any action"
          className="w-full sm:w-48"
          {...state.filter("action")}
          options={AUDIT_ACTIONS.map((value) => ({ value, label: ACTION_LABELS[value] }))}
        />
        <FilterSelect
          label="Record"
          anyLabel="Any record"
          className="w-full sm:w-48"
          {...state.filter("target")}
          options={AUDIT_TARGETS.map((value) => ({ value, label: TARGET_LABELS[value] }))}
        />
        <DayFilter label="From" value={from.value} onChange={from.onChange} />
        <DayFilter label="To" value={to.value} onChange={to.onChange} />
        <p className="text-sm text-stone-600" aria-live="polite">
          {list.data ? `${list.data.total} entr${list.data.total === 1 ? "y" : "ies"}` : null}
        </p>
      </div>
      <PagedTable
        query={list}
        state={state}
        what="activity"
        empty={state.filtered ? "Nothing matches these filters." : "Nothing on record yet."}
        label="Activity"
        columns={ACTIVITY_COLUMNS}
        rowProps={() => ({ "data-testid": "activity-row" })}
      />
    </div>
  );
}
