import type { PricingPlan } from "@schema/api";
import { CURRENCY, PLAN_TYPES } from "@schema/constants";
import { useQuery } from "@tanstack/react-query";
import { adminPricing } from "@web/api/admin/pricing";
import { SelectField, TextAreaField, TextField } from "@web/components/form/fields";
import { SwitchField } from "@web/components/form/switch-field";
import { EditableList } from "../editable-list";
import { PLAN_TYPE_LABELS } from "../labels";
import { activeColumn } from "../row-controls";
import { pricingFormValues, pricingPlanForm } from "./pricing-form";

const FEATURES_SHOWN = 2;

const label = (plan: PricingPlan) => `${PLAN_TYPE_LABELS[plan.planType]} plan #${plan.id}`;

/** /admin/pricing: every plan, active or not, with create, edit, toggle and delete (docs/product-rules.md#admin-pages). */
export function PricingAdmin() {
  return (
    <EditableList
      resource={adminPricing}
      rows={{ query: useQuery(adminPricing.list()) }}
      toastNoun="Pricing plan"
      intro={`Prices are whole numbers in ${CURRENCY} per session, in Tunis and outside Tunis.`}
      newLabel="New pricing plan"
      what="pricing plans"
      empty="No pricing plans yet. Create the first one to show prices on the site."
      itemLabel={label}
      columns={(change, busy) => [
        { header: "Type", className: "font-medium", cell: (plan) => PLAN_TYPE_LABELS[plan.planType] },
        { header: "Tunis price", className: "whitespace-nowrap", cell: (plan) => `${plan.capitalPrice} ${CURRENCY}` },
        {
          header: "Outside Tunis price",
          className: "whitespace-nowrap",
          cell: (plan) => `${plan.outsideCapitalPrice} ${CURRENCY}`,
        },
        { header: "Features", cell: (plan) => <FeaturesPreview features={plan.features} /> },
        { header: "Order", cell: (plan) => plan.displayOrder },
        activeColumn(label, (plan, isActive) => change(plan, { isActive }), busy),
      ]}
      confirmText="Are you sure you want to delete this pricing plan?"
      form={{
        schema: pricingPlanForm,
        values: pricingFormValues,
        title: (plan) => (plan ? "Edit pricing plan" : "New pricing plan"),
        fields: <PricingPlanFields />,
      }}
    />
  );
}

/** The first features of a plan, then "..." for the rest. */
function FeaturesPreview({ features }: { features: string[] }) {
  return (
    <ul className="space-y-0.5">
      {features.slice(0, FEATURES_SHOWN).map((feature, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list of texts that may repeat.
        <li key={index} dir="auto">
          {feature}
        </li>
      ))}
      {features.length > FEATURES_SHOWN ? (
        <li aria-label={`and ${features.length - FEATURES_SHOWN} more`}>...</li>
      ) : null}
    </ul>
  );
}

function PricingPlanFields() {
  return (
    <>
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
    </>
  );
}
