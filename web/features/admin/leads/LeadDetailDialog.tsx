import type { Lead } from "@schema/api";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { LEAD_FIELDS, leadDate } from "./lead-fields";

/** Every field of one lead, empty ones shown as a dash. */
export function LeadDetailDialog({ lead, onClose }: { lead: Lead | null; onClose: () => void }) {
  return (
    <Dialog open={lead !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {lead ? (
        <DialogContent title={<span dir="auto">{lead.name}</span>} closeLabel="Close" className="sm:max-w-2xl">
          <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            {LEAD_FIELDS.map(({ header, value }) => {
              const shown = header === "Date" ? leadDate(lead) : value(lead);
              return (
                <div key={header} className="contents">
                  <dt className="font-semibold text-stone-700">{header}</dt>
                  <dd dir="auto" className="whitespace-pre-wrap break-words text-stone-900">
                    {shown === null || shown === undefined || shown === "" ? "—" : String(shown)}
                  </dd>
                </div>
              );
            })}
          </dl>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
