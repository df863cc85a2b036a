// /api/tag/{org}: the tags the ranch owns (caravanas, docs/animals.md). Members read them; owners and admins load
// the numbers bought and set a tag's state by hand (disponible, perdida, baja).
import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { tags } from "../../../db/schema";
import type { AppEnv } from "../../../env";
import { conflict, notFound } from "../../../lib/errors";
import { idParam, validate } from "../../../lib/validate";
import { requireAuth } from "../../account/require-auth";
import { pathDoor, scopeOf } from "../../organization/door";
import * as z from "../../../shared/zod";
import { TAG_STATES, type TagState } from "../../../shared/animal-values";
import { tagLoadBody, tagLoadNumbers, tagNumber, tagPatchBody } from "../../../shared/tag-schemas";
import { pageParam } from "../../../shared/animal-schemas";
import { loadTags, nextTagState } from "./tag-states";

const orgParam = z.object({ org: idParam });
const TAG_PAGE = 500;
const tagQuery = z.object({
  state: z.enum(TAG_STATES, { error: "Estado de caravana inválido" }).optional(),
  page: pageParam,
});

export const tagRoutes = new Hono<AppEnv>()
  .use("*", requireAuth)
  .get(...pathDoor("/:org", "org"), validate("param", orgParam), validate("query", tagQuery), async (c) => {
    const { org } = c.req.valid("param");
    const { state, page = 1 } = c.req.valid("query");
    const rows = await c.var.db
      .select({
        number: tags.number,
        state: tags.state,
        animal_id: tags.animal_id,
        created_at: tags.created_at,
        updated_at: tags.updated_at,
        total: sql<number>`count(*) OVER ()`,
      })
      .from(tags)
      .where(and(eq(tags.organization_id, org), state ? eq(tags.state, state) : undefined))
      .orderBy(tags.number)
      .limit(TAG_PAGE)
      .offset((page - 1) * TAG_PAGE);
    return c.json({ ok: true as const, tags: rows.map(({ total: _t, ...t }) => t), total: rows[0]?.total ?? 0 });
  })
  .post(...pathDoor("/:org", "org", "admin"), validate("param", orgParam), validate("json", tagLoadBody), async (c) => {
    const numbers = tagLoadNumbers(c.req.valid("json"));
    const added = await loadTags(c.var.db, c.req.valid("param").org, numbers);
    await scopeOf(c).publish({ action: "animals-changed" });
    return c.json({ ok: true as const, added, already: numbers.length - added }, 201);
  })
  .patch(
    ...pathDoor("/:org/:number", "org", "admin"),
    validate("param", z.object({ org: idParam, number: tagNumber })),
    validate("json", tagPatchBody),
    async (c) => {
      const { org, number } = c.req.valid("param");
      const { state } = c.req.valid("json");
      const db = c.var.db;
      const [row] = await db.all<{ state: TagState; animal_state: string | null }>(sql`SELECT t.state,
          (SELECT a.state FROM animals a WHERE a.id = t.animal_id) AS animal_state
        FROM tags t WHERE t.organization_id = ${org} AND t.number = ${number}`);
      if (!row) throw notFound("La caravana no es de este establecimiento", "TAG_NOT_FOUND");
      const refusal = nextTagState(row.state, state, row.animal_state);
      if (refusal) throw conflict(refusal, "TAG_STATE_NOT_ALLOWED");
      const [tag] = await db
        .update(tags)
        .set({ state, updated_at: new Date().toISOString() })
        .where(and(eq(tags.organization_id, org), eq(tags.number, number), eq(tags.state, row.state)))
        .returning();
      if (!tag) throw conflict("La caravana cambió mientras la guardabas. Volvé a cargarla.", "STALE_RECORD");
      await scopeOf(c).publish({ action: "animals-changed" });
      const { organization_id: _o, id: _i, ...shown } = tag;
      return c.json({ ok: true as const, tag: shown });
    },
  );
