import type { Cafe } from "@schema/api";
import { cafeInput } from "@schema/inputs";
import { z } from "@schema/zod";
import { thenValidateWith } from "../form-values";

/** A coordinate's box: empty is none, a decimal comma reads as a point; what is not a number is refused by the API's schema. */
const coordinateText = z
  .string()
  .transform((text) => (text.trim() === "" ? null : Number(text.trim().replace(",", "."))));

/**
 * The café dialog's fields as typed (text boxes, the city as the select's text), checked with the
 * API's own schema, cafeInput: its codes land under the fields of the same names.
 */
export const cafeForm = z
  .object({
    name: z.string(),
    address: z.string(),
    city: z.string(),
    mapUrl: z.string(),
    latitude: coordinateText,
    longitude: coordinateText,
    photoUrl: z.string(),
    openingNote: z.string(),
    isActive: z.boolean(),
  })
  .transform(thenValidateWith(cafeInput));

export type CafeFormValues = z.input<typeof cafeForm>;

/** The dialog's starting values: the café to edit, or a new one's (active, in Tunis). */
export function cafeFormValues(cafe?: Cafe): CafeFormValues {
  return {
    name: cafe?.name ?? "",
    address: cafe?.address ?? "",
    city: cafe?.city ?? "Tunis",
    mapUrl: cafe?.mapUrl ?? "",
    latitude: cafe?.latitude == null ? "" : String(cafe.latitude),
    longitude: cafe?.longitude == null ? "" : String(cafe.longitude),
    photoUrl: cafe?.photoUrl ?? "",
    openingNote: cafe?.openingNote ?? "",
    isActive: cafe?.isActive ?? true,
  };
}
