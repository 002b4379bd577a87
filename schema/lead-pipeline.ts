/**
 * The team's pipeline of leads (docs/back-office.md#the-leads-pipeline): the steps each type of lead
 * goes through, in order, and the moves between statuses the Worker allows. One definition for
 * the Worker, which refuses any other move, and for the lead's page, which offers only these.
 */
import type { LeadStatus, LeadType } from "./constants";

/** Each type's steps, from `new` to its success; `closed` is off the path and reachable from any step. */
const LEAD_PIPELINES: Record<LeadType, readonly LeadStatus[]> = {
  learner: ["new", "contacted", "trial_booked", "joined"],
  teacher: ["new", "contacted", "call_invited", "onboarded"],
  cafe_owner: ["new", "contacted", "cafe_visited", "partner"],
  contact: ["new", "contacted"],
};

/** The statuses a lead of this type can have: its steps and `closed`. */
export const leadStatusesOf = (type: LeadType): LeadStatus[] => [...LEAD_PIPELINES[type], "closed"];

/**
 * Where a lead can go from `from`:
 * - forward to any later step of its type (a learner booked straight from the first call skips none
 *   of the work, only a click);
 * - one step back once past `contacted` (the trial was missed, the call not held, a click undone),
 *   never back to `new`: someone has acted on the lead;
 * - `closed` from any status, with a reason;
 * - from `closed`, reopened as `contacted`: the person came back.
 */
export function leadTransitions(type: LeadType, from: LeadStatus): LeadStatus[] {
  if (from === "closed") return ["contacted"];
  const steps = LEAD_PIPELINES[type];
  const at = steps.indexOf(from);
  if (at < 0) return [];
  const back = at >= 2 ? [steps[at - 1]!] : [];
  return [...steps.slice(at + 1), ...back, "closed"];
}
