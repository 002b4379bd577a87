/**
 * A session's words in the reader's language (issue 34): the title and description an admin wrote
 * in French or Arabic, else the English, field by field; the city by its name in that language.
 * The landing page, its JSON-LD and the emails about a spot all read a session through these.
 */
import type { Locale } from "./constants";
import { CITY_NAMES } from "./form-choice-names";
import { choiceName } from "./labels";

/** The fields a session's title is stored in, in each language. */
interface SessionTitles {
  title: string;
  titleFr: string | null;
  titleAr: string | null;
}

/** The fields a session's description is stored in, in each language. */
interface SessionDescriptions {
  description: string | null;
  descriptionFr: string | null;
  descriptionAr: string | null;
}

/** The title in `locale`, the English where the admin wrote none. */
export function sessionTitle(session: SessionTitles, locale: Locale): string {
  if (locale === "fr") return session.titleFr ?? session.title;
  if (locale === "ar") return session.titleAr ?? session.title;
  return session.title;
}

/** The description in `locale`, the English where the admin wrote none (null when there is none at all). */
export function sessionDescription(session: SessionDescriptions, locale: Locale): string | null {
  if (locale === "fr") return session.descriptionFr ?? session.description;
  if (locale === "ar") return session.descriptionAr ?? session.description;
  return session.description;
}

/** The session's city as the reader's language names it (Le Kef, الكاف); a city outside the list as stored. */
export const sessionCityName = (city: string, locale: Locale) => choiceName(CITY_NAMES, city, locale);
