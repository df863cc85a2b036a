// /api/animal/{org}: the tagged animals (docs/animals.md). Every member reads them and records the tagging and
// weighing sessions (movements of the log); owners and admins record SENASA registrations.
import { Hono } from "hono";
import type { AppEnv } from "../../../env";
import { notFound } from "../../../lib/errors";
import { idParam, validate } from "../../../lib/validate";
import { csvHeaders, toCsv } from "../../../lib/csv";
import { requireAuth } from "../../account/require-auth";
import { pathDoor, scopeOf } from "../../organization/door";
import * as z from "../../../shared/zod";
import {
  animalListQuery,
  animalRetagBody,
  animalWeighingBody,
  registrationBody,
  taggingBody,
} from "../../../shared/animal-schemas";
import { animalDetail, animalExportRows, animalPage, toAnimal } from "./animal-reads";
import { recordTagging, recordWeighing, registerAnimals, retagAnimal } from "./animal-flows";
import { pendingRegistrationRows } from "./registration-list";
import { formatTag } from "../../../shared/tag-number";

const orgParam = z.object({ org: idParam });
const animalParams = z.object({ org: idParam, id: idParam });

export const animalRoutes = new Hono<AppEnv>()
  .use("*", requireAuth)
  // The session and the membership are read with the page: one statement (late-door-sql.ts).
  .get(...pathDoor.late("/:org", "org", "query", animalListQuery), async (c) => {
    const reader = c.var.admission();
    const { session, role, page } = await animalPage(c.var.db, reader.orgId, c.req.valid("query"), reader);
    reader.admit(role, session);
    return c.json({ ok: true as const, ...page });
  })
  .get(
    ...pathDoor("/:org/export.csv", "org"),
    validate("param", orgParam),
    validate("query", animalListQuery),
    async (c) => {
      const rows = (await animalExportRows(c.var.db, c.req.valid("param").org, c.req.valid("query"))).map(toAnimal);
      const csv = toCsv(
        [
          "Caravana",
          "Visual",
          "Sexo",
          "Categoría",
          "Rodeo",
          "Estado",
          "Caravaneado",
          "Registro SENASA",
          "Vence",
          "Último peso (kg)",
        ],
        rows.map((a) => [
          formatTag(a.tag),
          a.visual,
          a.sex,
          a.category,
          a.rodeo,
          a.state,
          a.tagged_at,
          a.registered_at ? `registrada ${a.registered_at} ${a.registration_reference ?? ""}`.trim() : "pendiente",
          a.registration_due,
          a.last_weight_kg,
        ]),
      );
      return c.body(csv, 200, csvHeaders("animales.csv"));
    },
  )
  .get(...pathDoor("/:org/registration.csv", "org"), validate("param", orgParam), async (c) => {
    const rows = await pendingRegistrationRows(c.var.db, c.req.valid("param").org);
    const csv = toCsv(
      ["Caravana", "Número visual", "Sexo", "Categoría", "Fecha de caravaneo", "RENSPA"],
      rows.map((r) => [r.tag, r.visual, r.sex, r.category, r.tagged_at, r.renspa]),
    );
    return c.body(csv, 200, csvHeaders("registro-senasa-pendiente.csv"));
  })
  .get(...pathDoor("/:org/:id", "org"), validate("param", animalParams), async (c) => {
    const { org, id } = c.req.valid("param");
    const detail = await animalDetail(c.var.db, org, id);
    if (!detail) throw notFound("El animal no existe", "ANIMAL_NOT_FOUND");
    return c.json({ ok: true as const, ...detail });
  })
  .post(...pathDoor("/:org/tagging", "org"), validate("param", orgParam), validate("json", taggingBody), async (c) => {
    const { movement, replayed } = await recordTagging(scopeOf(c), c.req.valid("json"));
    return c.json({ ok: true as const, movement }, replayed ? 200 : 201);
  })
  .post(
    ...pathDoor("/:org/weighing", "org"),
    validate("param", orgParam),
    validate("json", animalWeighingBody),
    async (c) => {
      const { movement, replayed } = await recordWeighing(scopeOf(c), c.req.valid("json"));
      return c.json({ ok: true as const, movement }, replayed ? 200 : 201);
    },
  )
  .post(
    ...pathDoor("/:org/registration", "org", "admin"),
    validate("param", orgParam),
    validate("json", registrationBody),
    async (c) => {
      const registered = await registerAnimals(scopeOf(c), c.req.valid("json"));
      return c.json({ ok: true as const, registered });
    },
  )
  .put(
    ...pathDoor("/:org/:id/tag", "org"),
    validate("param", animalParams),
    validate("json", animalRetagBody),
    async (c) => {
      await retagAnimal(scopeOf(c), c.req.valid("param").id, c.req.valid("json"));
      const detail = await animalDetail(c.var.db, c.req.valid("param").org, c.req.valid("param").id);
      return c.json({ ok: true as const, ...detail! });
    },
  );
