import type { Cafe } from "@schema/api";
import { CITIES } from "@schema/constants";
import { useQuery } from "@tanstack/react-query";
import { activeCafesQuery, cafeQuery } from "@web/api/admin/cafes";
import { SelectField } from "@web/components/form/fields";
import { asChoices } from "@web/components/ui/input";
import { useEffect } from "react";
import { useFormContext, useWatch } from "react-hook-form";

/** The session form's fields this part fills (session-form.tsx's SessionFormValues has them). */
interface CafeFormValues {
  /** The café's id as text, "" for none yet. */
  cafeId: string;
  city: string;
}

const cafeChoice = (cafe: Cafe) => ({
  value: String(cafe.id),
  label: `${cafe.name} · ${cafe.city}${cafe.isActive ? "" : " (inactive)"}`,
});

/**
 * The cafés a session can be in: the active ones, and the one it is in already even if inactive
 * since (an inactive café keeps its sessions). Undefined while they load.
 */
function useCafeChoices(currentId: string): { cafes?: Cafe[]; failed: boolean } {
  const active = useQuery(activeCafesQuery());
  const listed = currentId === "" || active.data?.some((cafe) => String(cafe.id) === currentId);
  const current = useQuery({ ...cafeQuery(Number(currentId)), enabled: active.data !== undefined && !listed });
  if (active.isError || current.isError) return { failed: true };
  if (!active.data || (!listed && !current.data)) return { failed: false };
  return { cafes: listed ? active.data : [...active.data, current.data!], failed: false };
}

/**
 * Where the session is held: a café from the Cafés page, or none yet. A session in a café is in
 * the café's city (the Worker's triggers copy it), so the city is shown, not asked; without a café
 * the admin chooses it.
 */
export function CafeFields() {
  const { formState, setValue } = useFormContext<CafeFormValues>();
  const { cafes, failed } = useCafeChoices(formState.defaultValues?.cafeId ?? "");
  const chosenId = useWatch<CafeFormValues, "cafeId">({ name: "cafeId" });
  const chosen = cafes?.find((cafe) => String(cafe.id) === chosenId);
  // The form's city follows the café, so what it sends is what the session will say.
  useEffect(() => {
    if (chosen) setValue("city", chosen.city);
  }, [chosen, setValue]);

  const newCafe = (
    <a href="/admin/cafes" target="_blank" rel="noreferrer" className="text-orange-800 underline underline-offset-2">
      New café<span className="sr-only"> (opens the Cafés page in a new tab)</span>
    </a>
  );
  return (
    <>
      {/* Mounted once the cafés are here, so the select shows the session's café, not the first option. */}
      {cafes ? (
        <SelectField
          name="cafeId"
          label="Café"
          hint={<>Not listed? {newCafe}</>}
          options={[{ value: "", label: "No café yet" }, ...cafes.map(cafeChoice)]}
        />
      ) : (
        <p className="self-end text-sm text-stone-600">
          {failed ? "The cafés could not be loaded; the session keeps its café." : "Loading cafés..."}
        </p>
      )}
      {chosen ? (
        <div className="text-sm" data-testid="cafe-city">
          <span className="font-semibold text-stone-800">City</span>
          <p className="mt-1 text-stone-700">{chosen.city}, the café's city</p>
        </div>
      ) : (
        <SelectField name="city" label="City" options={asChoices(CITIES)} />
      )}
    </>
  );
}
