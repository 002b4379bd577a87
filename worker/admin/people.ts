import { Hono } from "hono";
import { peopleSearchQuery, personCorrectionInput, personErasureInput, personQuery } from "../../schema/inputs";
import { currentActor } from "../audit/record";
import { database } from "../db";
import type { AppBindings } from "../env";
import type { GetAnswer } from "../http/answer";
import { validate, validateJson } from "../http/validate";
import { correctPerson, erasePerson, findPerson } from "../people/person";
import { searchPeople } from "../people/search";

/**
 * Mounted at /api/admin/people: the people found by part of a name, address or phone number, and
 * one person's data, for requests to see, correct or erase it.
 */
export const adminPeople = new Hono<AppBindings>()
  .get(
    "/",
    validate("query", personQuery),
    async (c) =>
      c.json(await findPerson(database(c.env.DB), c.req.valid("query").email)) satisfies GetAnswer<"/api/admin/people">,
  )
  .get(
    "/search",
    validate("query", peopleSearchQuery),
    async (c) =>
      c.json(
        await searchPeople(database(c.env.DB), c.req.valid("query").q),
      ) satisfies GetAnswer<"/api/admin/people/search">,
  )
  .post("/erase", validateJson(personErasureInput), async (c) =>
    c.json(await erasePerson(database(c.env.DB), c.req.valid("json").email, c.get("session")!.user)),
  )
  .post("/correct", validateJson(personCorrectionInput), async (c) =>
    c.json(await correctPerson(database(c.env.DB), c.req.valid("json"), currentActor(c))),
  );
