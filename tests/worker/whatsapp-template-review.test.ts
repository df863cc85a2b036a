// Templates through Meta's review (Graph API, fetch stubbed): a new one is created in the business account with
// its examples and keeps the status Meta answers; one Meta already has is edited in place; a failed submission
// leaves a draft; and the webhook's message_template_status_update brings the verdict with its reason, told
// to the super admins in the bell once per change (docs/whatsapp-templates.md).
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app";
import { whatsappTemplates } from "../../worker/db/schema";
import type { Env } from "../../worker/env";
import type { WaTemplate } from "../../worker/shared/whatsapp-schemas";
import type { UserNotification } from "../../worker/shared/notification-types";
import { metaStatus } from "../../worker/areas/whatsapp/wa-template-review";
import { api, db, makeOrg, makeUser, type TestUser } from "./fixtures";
import { openSocket, waitFor } from "./live-helpers";
import { deliver } from "./whatsapp-helpers";

const graphEnv = {
  ...(env as unknown as Env),
  WHATSAPP_TOKEN: "tok",
  WHATSAPP_PHONE_ID: "123",
  WHATSAPP_BUSINESS_ID: "777",
};

const input = () => ({
  name: `aviso_${Math.random().toString(36).slice(2, 8)}`,
  body: "Hola {{1}}, el {{2}} vacunamos",
  params: [
    { name: "Nombre de la persona", example: "Lucía" },
    { name: "Fecha", example: "martes 12" },
  ],
});

async function save(token: string, body: unknown, id?: number, environment: Env = graphEnv) {
  const res = await app.request(
    id ? `/api/whatsapp/templates/${id}` : "/api/whatsapp/templates",
    {
      method: id ? "PUT" : "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    },
    environment,
  );
  return { status: res.status, template: ((await res.json()) as { template: WaTemplate }).template };
}

function templateReview(name: string, event: string, why: Record<string, unknown> = {}) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "777",
        changes: [
          {
            field: "message_template_status_update",
            value: {
              event,
              message_template_id: 9,
              message_template_name: name,
              message_template_language: "es_AR",
              ...why,
            },
          },
        ],
      },
    ],
  };
}

afterEach(() => vi.restoreAllMocks());

describe("templates in Meta's review", () => {
  it("creates it in the business account with its examples and keeps Meta's PENDING, then the webhook approves it", async () => {
    const admin = await makeUser({ superAdmin: true });
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(Response.json({ data: [] }))
      .mockResolvedValueOnce(Response.json({ id: "55", status: "PENDING", category: "UTILITY" }));
    const body = input();
    const created = await save(admin.token, body);
    expect(created.status).toBe(201);
    expect(created.template).toMatchObject({ status: "pending", params: body.params });
    const [url, init] = fetchSpy.mock.calls[1]!;
    expect(url).toBe("https://graph.facebook.com/v21.0/777/message_templates");
    expect(JSON.parse(String(init!.body))).toEqual({
      name: body.name,
      language: "es_AR",
      category: "UTILITY",
      components: [{ type: "BODY", text: body.body, example: { body_text: [["Lucía", "martes 12"]] } }],
    });
    fetchSpy.mockRestore();

    expect((await deliver(templateReview(body.name, "APPROVED"))).status).toBe(200);
    const [row] = await db().select().from(whatsappTemplates).where(eq(whatsappTemplates.id, created.template.id));
    expect(row!.status).toBe("approved");
    await deliver(templateReview(body.name, "REJECTED"));
    const [again] = await db().select().from(whatsappTemplates).where(eq(whatsappTemplates.id, created.template.id));
    expect(again!.status).toBe("rejected");
  });

  it("edits one Meta already has in place (back to review) and keeps Meta's REJECTED", async () => {
    const admin = await makeUser({ superAdmin: true });
    const body = input();
    vi.spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(Response.json({ data: [] }))
      .mockResolvedValueOnce(Response.json({ id: "56", status: "REJECTED" }));
    const created = await save(admin.token, body);
    expect(created.template.status).toBe("rejected");
    vi.restoreAllMocks();

    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(Response.json({ data: [{ id: "56", language: "es_AR", status: "REJECTED" }] }))
      .mockResolvedValueOnce(Response.json({ success: true }));
    const edited = await save(admin.token, { ...body, body: "Hola {{1}}, vacunamos el {{2}}." }, created.template.id);
    expect(edited).toMatchObject({ status: 200, template: { status: "pending" } });
    expect(String(fetchSpy.mock.calls[0]![0])).toContain(`/777/message_templates?name=${body.name}`);
    expect(fetchSpy.mock.calls[1]![0]).toBe("https://graph.facebook.com/v21.0/56");
  });

  it("stays a draft when Meta refuses it, cannot be reached or there is no business account", async () => {
    const admin = await makeUser({ superAdmin: true });
    vi.spyOn(globalThis, "fetch").mockImplementation(async () =>
      Response.json({ error: { message: "Invalid parameter" } }, { status: 400 }),
    );
    expect((await save(admin.token, input())).template.status).toBe("draft");
    vi.restoreAllMocks();
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("network"));
    expect((await save(admin.token, input())).template.status).toBe("draft");
    vi.restoreAllMocks();
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const noBusiness = { ...graphEnv, WHATSAPP_BUSINESS_ID: undefined };
    expect((await save(admin.token, input(), undefined, noBusiness)).template.status).toBe("draft");
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe("Meta's verdicts on the webhook", () => {
  const mine = async (u: TestUser, name: string) =>
    (
      await api<{ notifications: UserNotification[] }>("/notification/mine?limit=100", { token: u.token })
    ).body.notifications.filter((n) => n.title.startsWith(`Plantilla ${name} `));
  const stored = async (name: string) =>
    (await db().select().from(whatsappTemplates).where(eq(whatsappTemplates.name, name)))[0]!;

  it("reads Meta's status words as ours", () => {
    expect(
      ["APPROVED", "REJECTED", "DISABLED", "PAUSED", "PENDING", "IN_APPEAL", "", undefined].map(metaStatus),
    ).toEqual(["approved", "rejected", "rejected", "paused", "pending", "pending", null, null]);
  });

  it("keep the status and reason, and tell every super admin once per actual change (a retry tells nobody)", async () => {
    const admin = await makeUser({ superAdmin: true });
    const other = await makeUser({ superAdmin: true });
    const plain = await makeUser();
    // A super admin in an establecimiento hears it live in that room too.
    const room = (await makeOrg(admin)).id;
    const { socket } = await openSocket(room, admin.token);
    const { name } = input();
    await db()
      .insert(whatsappTemplates)
      .values({ name, language: "es_AR", category: "UTILITY", body: "Hola", params: [], status: "pending" });

    const rejected = templateReview(name, "REJECTED", { reason: "INVALID_FORMAT" });
    expect((await deliver(rejected)).status).toBe(200);
    expect(await stored(name)).toMatchObject({ status: "rejected", status_reason: "INVALID_FORMAT" });
    const listed = await api<{ templates: WaTemplate[] }>("/whatsapp/templates", { token: admin.token });
    expect(listed.body.templates.find((t) => t.name === name)).toMatchObject({
      status: "rejected",
      status_reason: "INVALID_FORMAT",
    });
    const bell = {
      title: `Plantilla ${name} (es_AR): rechazada`,
      body: "Motivo: formato inválido (INVALID_FORMAT)",
      link: "/dashboard/whatsapp-templates",
      read_at: null,
    };
    for (const who of [admin, other]) expect(await mine(who, name)).toMatchObject([bell]);
    expect(await mine(plain, name)).toEqual([]);
    await waitFor(
      () => socket!.messages.some((m) => m.action === "notification-received" && m.notification.title === bell.title),
      3_000,
      "the live bell",
    );

    // Meta retries the delivery: nothing changes, nobody is told again.
    expect((await deliver(rejected)).status).toBe(200);
    expect(await mine(admin, name)).toHaveLength(1);

    // Paused for low quality: its reason is the pause's title and description.
    await deliver(
      templateReview(name, "PAUSED", {
        reason: "NONE",
        other_info: { title: "FIRST_PAUSE", description: "Paused for 3 hours due to low quality" },
      }),
    );
    expect(await stored(name)).toMatchObject({
      status: "paused",
      status_reason: "FIRST_PAUSE: Paused for 3 hours due to low quality",
    });
    // The same status with another reason is a change too.
    await deliver(templateReview(name, "REJECTED", { reason: "PROMOTIONAL" }));
    await deliver(templateReview(name, "APPROVED", { reason: "NONE" }));
    expect(await stored(name)).toMatchObject({ status: "approved", status_reason: null });
    await deliver(templateReview(name, "APPROVED"));
    const titles = (await mine(other, name)).map((n) => [n.title, n.body]);
    expect(titles).toEqual([
      [`Plantilla ${name} (es_AR): aprobada`, "Ya se puede enviar."],
      [`Plantilla ${name} (es_AR): rechazada`, "Motivo: contenido promocional (PROMOTIONAL)"],
      [`Plantilla ${name} (es_AR): pausada`, "Motivo: FIRST_PAUSE: Paused for 3 hours due to low quality"],
      [bell.title, bell.body],
    ]);
    socket!.ws.close(1000, "bye");
  });

  it("for a template we do not have change nothing and tell nobody", async () => {
    const admin = await makeUser({ superAdmin: true });
    const name = `nadie_${Math.random().toString(36).slice(2, 8)}`;
    expect((await deliver(templateReview(name, "REJECTED", { reason: "SCAM" }))).status).toBe(200);
    expect(await mine(admin, name)).toEqual([]);
  });

  it("an edit sends it back to review without the old reason", async () => {
    const admin = await makeUser({ superAdmin: true });
    const body = input();
    const created = await save(admin.token, body, undefined, env as unknown as Env);
    await deliver(templateReview(body.name, "REJECTED", { reason: "INCORRECT_CATEGORY" }));
    expect(await stored(body.name)).toMatchObject({ status: "rejected", status_reason: "INCORRECT_CATEGORY" });
    const edited = await save(
      admin.token,
      { ...body, body: "Hola {{1}}, vacunamos el {{2}}." },
      created.template.id,
      env as unknown as Env,
    );
    expect(edited.template).toMatchObject({ status: "approved", status_reason: null });
  });
});
