import type { PricingPlan } from "@schema/api";
import { CURRENCY, PLAN_TYPES } from "@schema/constants";
import type { PricingPlanInput } from "@schema/inputs";
import { adminPricing } from "@web/api/admin/pricing";
import { SelectField, SwitchField, TextAreaField, TextField } from "@web/components/form/fields";
import { Button } from "@web/components/ui/button";
import { Table, Td, Th } from "@web/components/ui/table";
import { Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { AdminFormDialog } from "../admin-form";
import { PLAN_TYPE_LABELS } from "../labels";
import { useAdminResource } from "../resource";
import { ActiveSwitch, RowActions } from "../row-controls";
import { pricingFormValues, pricingPlanForm } from "./pricing-form";

const FEATURES_SHOWN = 2;

/** /admin/pricing: every plan, active or not, with create, edit, toggle and delete (SPEC.md §2). */
export function PricingAdmin() {
  const { list, create, update, remove } = useAdminResource<PricingPlan, PricingPlanInput>(
    adminPricing,
    "Pricing plan",
  );
  const [editing, setEditing] = useState<PricingPlan | "new" | null>(null);
  const plans = list.data ?? [];
  const label = (plan: PricingPlan) => `${PLAN_TYPE_LABELS[plan.planType]} plan #${plan.id}`;

  return (
    <>
      <div className="flex flex-wrap items-center gap-4">
        <p className="text-stone-700">
          Prices are whole numbers in {CURRENCY} per session, in Tunis and outside Tunis.
        </p>
        <Button size="sm" className="ms-auto" onClick={() => setEditing("new")}>
          <Plus aria-hidden className="size-4" />
          New pricing plan
        </Button>
      </div>

      <div className="mt-6">
        {list.isPending ? (
          <p role="status">Loading...</p>
        ) : list.isError ? (
          <p role="alert" className="text-red-800">
            Could not load the pricing plans: {list.error.message}
          </p>
        ) : plans.length === 0 ? (
          <p className="rounded-xl border border-stone-200 bg-white p-6 text-stone-700">
            No pricing plans yet. Create the first one to show prices on the site.
          </p>
        ) : (
          <Table aria-label="Pricing plans">
            <thead>
              <tr>
                <Th>Type</Th>
                <Th>Tunis price</Th>
                <Th>Outside Tunis price</Th>
                <Th>Features</Th>
                <Th>Order</Th>
                <Th>Status</Th>
                {/* Named without an sr-only span: absolutely positioned, it would widen the page past the scrolling table. */}
                <Th aria-label="Actions" />
              </tr>
            </thead>
            <tbody>
              {plans.map((plan) => (
                <tr key={plan.id} data-plan-id={plan.id}>
                  <Td className="font-medium">{PLAN_TYPE_LABELS[plan.planType]}</Td>
                  <Td className="whitespace-nowrap">
                    {plan.capitalPrice} {CURRENCY}
                  </Td>
                  <Td className="whitespace-nowrap">
                    {plan.outsideCapitalPrice} {CURRENCY}
                  </Td>
                  <Td>
                    <ul className="space-y-0.5">
                      {plan.features.slice(0, FEATURES_SHOWN).map((feature, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list of texts that may repeat.
                        <li key={index} dir="auto">
                          {feature}
                        </li>
                      ))}
                      {plan.features.length > FEATURES_SHOWN ? (
                        <li aria-label={`and ${plan.features.length - FEATURES_SHOWN} more`}>...</li>
                      ) : null}
                    </ul>
                  </Td>
                  <Td>{plan.displayOrder}</Td>
                  <Td>
                    <ActiveSwitch
                      active={plan.isActive}
                      itemLabel={label(plan)}
                      busy={update.isPending}
                      onToggle={() => update.mutate({ id: plan.id, isActive: !plan.isActive })}
                    />
                  </Td>
                  <Td>
                    <RowActions
                      itemLabel={label(plan)}
                      onEdit={() => setEditing(plan)}
                      onDelete={() => remove.mutate(plan.id)}
                      confirmText="Are you sure you want to delete this pricing plan?"
                      busy={remove.isPending}
                    />
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </div>

      <PricingPlanDialog
        plan={editing}
        onClose={() => setEditing(null)}
        onSave={(input) =>
          editing && editing !== "new" ? update.mutateAsync({ id: editing.id, ...input }) : create.mutateAsync(input)
        }
      />
    </>
  );
}

function PricingPlanDialog({
  plan,
  onClose,
  onSave,
}: {
  plan: PricingPlan | "new" | null;
  onClose: () => void;
  onSave: (input: PricingPlanInput) => Promise<unknown>;
}) {
  const existing = plan && plan !== "new" ? plan : undefined;
  const values = useMemo(() => pricingFormValues(existing), [existing]);
  return (
    <AdminFormDialog
      open={plan !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={existing ? "Edit pricing plan" : "New pricing plan"}
      schema={pricingPlanForm}
      values={values}
      onSave={onSave}
    >
      <SelectField
        name="planType"
        label="Plan type"
        options={PLAN_TYPES.map((type) => ({ value: type, label: PLAN_TYPE_LABELS[type] }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="capitalPrice"
          label={`Tunis price (${CURRENCY})`}
          inputMode="numeric"
          hint="Whole number; anything else counts as 0."
        />
        <TextField
          name="outsideCapitalPrice"
          label={`Outside Tunis price (${CURRENCY})`}
          inputMode="numeric"
          hint="Whole number; anything else counts as 0."
        />
      </div>
      <TextAreaField
        name="features"
        label="Features"
        rows={5}
        hint="One feature per line, in English; blank lines are dropped."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextAreaField
          name="featuresFr"
          label="Features (Français)"
          rows={4}
          lang="fr"
          hint="Empty: the French page shows the English list."
        />
        <TextAreaField
          name="featuresAr"
          label="Features (العربية)"
          rows={4}
          lang="ar"
          dir="rtl"
          hint="Empty: the Arabic page shows the English list."
        />
      </div>
      <TextField
        name="displayOrder"
        label="Display order"
        inputMode="numeric"
        hint="Lower numbers come first; 0 by default."
      />
      <SwitchField name="isActive" label="Active" hint="(shown on the public site)" />
    </AdminFormDialog>
  );
}
