// The evaluation's HTTP side (docs/assistant.md, "Evaluation"): signing in, adding members to the demo organization
// through the ordinary invitation flow (the owner invites, the member accepts in the app), and asking one question
// through POST /api/assistant/{org}/chat, its server-sent events collected into an Answer.
import { performance } from "node:perf_hooks";
import { DEMO_ORGANIZATION, DEMO_PASSWORD } from "../../worker/scripts/seed/accounts";
import { call } from "../bench/live-support";
import type { Answer } from "./judge";

export interface Member {
  email: string;
  first_name: string;
  token: string;
}

export async function logIn(base: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const { token } = await call<{ token: string }>(base, "POST", "/auth/log-in", undefined, { email, password });
  return token;
}

/** The demo organization's id, as its member sees their organizations. */
export async function demoOrganization(base: string, token: string): Promise<number> {
  const { organizations } = await call<{ organizations: Array<{ id: number; name: string }> }>(
    base,
    "GET",
    "/organization",
    token,
  );
  const org = organizations.find((o) => o.name === DEMO_ORGANIZATION);
  if (!org) throw new Error(`La cuenta no es miembro de ${DEMO_ORGANIZATION}: ¿el worker tiene la semilla de demo?`);
  return org.id;
}

/**
 * Makes `email` a member of the organization the house way: unless it already is one, the owner invites it
 * (POST /organization/add-user) and the member accepts the invitation from the app (POST /invitation/{id}/accept).
 */
export async function ensureMember(base: string, org: number, ownerToken: string, member: Member): Promise<void> {
  const { organizations } = await call<{ organizations: Array<{ id: number }> }>(
    base,
    "GET",
    "/organization",
    member.token,
  );
  if (organizations.some((o) => o.id === org)) return;
  await call(base, "POST", "/organization/add-user", ownerToken, {
    organization_id: org,
    email: member.email,
    role: "user",
  });
  const { invitations } = await call<{ invitations: Array<{ id: number; organization_id: number }> }>(
    base,
    "GET",
    "/invitation",
    member.token,
  );
  const invitation = invitations.find((i) => i.organization_id === org);
  if (!invitation) throw new Error(`${member.email} no recibió la invitación`);
  await call(base, "POST", `/invitation/${invitation.id}/accept`, member.token);
}

interface Sse {
  event: string;
  data: unknown;
}

function parseEvents(body: string): Sse[] {
  return body
    .split(/\r?\n\r?\n/)
    .map((block) => {
      let event = "message";
      const data: string[] = [];
      for (const line of block.split(/\r?\n/)) {
        if (line.startsWith("event:")) event = line.slice(6).trim();
        else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
      }
      return data.length ? { event, data: JSON.parse(data.join("\n")) as unknown } : null;
    })
    .filter((e): e is Sse => e !== null);
}

/** One question, a new thread: the answer's text, tool calls, drafts and errors, and its latency to the end event. */
export async function ask(
  base: string,
  org: number,
  token: string,
  message: string,
): Promise<Answer & { model: string }> {
  const started = performance.now();
  const res = await fetch(`${base}/api/assistant/${org}/chat`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ message }),
  });
  const body = await res.text();
  const ms = performance.now() - started;
  const answer: Answer & { model: string } = { text: "", tools: [], drafts: [], errors: [], ms, model: "" };
  if (!res.ok) {
    answer.errors.push(`HTTP ${res.status}: ${body.slice(0, 200)}`);
    return answer;
  }
  let ended = false;
  for (const { event, data } of parseEvents(body)) {
    const d = data as Record<string, unknown>;
    if (event === "start") answer.model = String((d.model as { label?: string } | undefined)?.label ?? "");
    else if (event === "text") answer.text += String(d.delta ?? "");
    else if (event === "tool") {
      const result = (d.result ?? {}) as { question?: string; links?: Array<{ path: string }> };
      answer.tools.push({
        name: String(d.name),
        input: d.input,
        links: (result.links ?? []).map((l) => l.path),
        ...(result.question ? { question: result.question } : {}),
      });
    } else if (event === "draft")
      answer.drafts.push({ kind: String((d.draft as { kind?: string } | undefined)?.kind) });
    else if (event === "error") answer.errors.push(String(d.message));
    else if (event === "end") ended = true;
  }
  if (!ended) answer.errors.push("sin evento end");
  return answer;
}
