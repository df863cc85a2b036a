// Fake API answers declared per typed route (docs/spa-data.md, "The typed contract"): each fake names a route
// of the worker's ApiContract through Hono's client, so its method and path pattern come from the route and
// its answer must be that route's success JSON. A renamed route or a changed answer breaks the test's build.
import type { ApiContract } from "../../worker/app";
import { hc, type InferResponseType } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { ErrorBody } from "../../worker/lib/errors";

/** The worker's routes, used here only for their paths (`route.$path()` keeps the `:param` pattern). */
export const routes = hc<ApiContract>("/").api;

type Method = "$get" | "$post" | "$put" | "$patch" | "$delete";

/** The success JSON of a route's call. */
export type RouteJson<F> = InferResponseType<F, SuccessStatusCode>;

/** One request as a fake sees it. */
export interface FakeRequest {
  method: string;
  /** The URL the client fetched, as it was fetched. */
  url: string;
  /** The route's path parameters. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** The JSON body, when one was sent. */
  body: unknown;
}

/** An error answer with the worker's error body (lib/errors.ts). */
export class Failure {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {}
}
export const fail = (status: number, message: string, code = "ERROR") =>
  new Failure(status, { ok: false, message, code });

/**
 * A fixture of `T`: fields may be left out (a test gives what the screen reads), but every field given must be
 * the route's, with its type, so a renamed or retyped field breaks the build. Free-form maps (a movement's
 * `data`) take any values.
 */
export type Fixture<T> = T extends readonly (infer U)[]
  ? Fixture<U>[]
  : T extends object
    ? { [K in keyof T]?: string extends K ? unknown : Fixture<T[K]> }
    : T;

/** A success answer made by `reply` (an argument, so the compiler checks the literal's every field). */
export class Replied {
  constructor(readonly body: unknown) {}
}

type Outcome = Replied | Failure | Response;

/**
 * What a fake answers: the route's success JSON as a fixture, or a function of the request that returns
 * `reply(fixture)`, a Failure, or a Response for what is not JSON (a CSV, a file's bytes).
 */
export type Answer<J> =
  Fixture<J> | ((request: FakeRequest, reply: (body: Fixture<J>) => Replied) => Outcome | Promise<Outcome>);

export interface Fake {
  method: string;
  pattern: RegExp;
  names: string[];
  path: string;
  status: number;
  answer: Answer<unknown>;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A route path's pattern (`/api/lot/info/:orgId`) as a regular expression, and its parameters' names. */
function patternOf(path: string) {
  const names: string[] = [];
  const source = path
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return escape(segment);
      names.push(segment.slice(1));
      return "([^/]+)";
    })
    .join("/");
  return { pattern: new RegExp(`^${source}$`), names };
}

/** Whether `url` (as fetched) is a call to `route`, whatever its parameters and query. */
export const isCallTo = (route: { $path: () => string }, url: string) =>
  patternOf(route.$path()).pattern.test(new URL(url, "http://localhost").pathname);

type JsonOf<R, M extends Method> = M extends keyof R ? RouteJson<R[M]> : never;

/**
 * The fakes of one route: `fake(routes.lot.info[":orgId"]).get(() => ({ ok: true, lots: [] }))`. `status` is
 * the success status to answer with (201 for a create).
 */
export function fake<R extends { $path: () => string }>(route: R) {
  const path = route.$path();
  const { pattern, names } = patternOf(path);
  const of =
    <M extends Method>(method: M) =>
    (answer: Answer<JsonOf<R, M>>, status = 200): Fake => ({
      method: method.slice(1).toUpperCase(),
      pattern,
      names,
      path,
      status,
      // Kept in one list with other routes' fakes: typed where it was declared.
      answer: answer as Answer<unknown>,
    });
  return { get: of("$get"), post: of("$post"), put: of("$put"), patch: of("$patch"), delete: of("$delete") };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The request `fake` takes, or null. */
function matchOf(fake: Fake, method: string, url: URL): Record<string, string> | null {
  if (fake.method !== method) return null;
  const found = fake.pattern.exec(url.pathname);
  if (!found) return null;
  return Object.fromEntries(fake.names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]));
}

/** The fake that declares this request's route, or null. */
export function fakeFor(fakes: readonly Fake[], input: string | URL | Request, init?: RequestInit) {
  const href = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(href, "http://localhost");
  const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
  for (const fake of fakes) {
    const params = matchOf(fake, method, url);
    if (params) return { fake, params, url, method, href };
  }
  return null;
}

/** The answer of the fake declaring this request's route, or null when none does. */
export async function answerOf(
  fakes: readonly Fake[],
  input: string | URL | Request,
  init?: RequestInit,
): Promise<Response | null> {
  const found = fakeFor(fakes, input, init);
  if (!found) return null;
  const { fake, params, url, method, href } = found;
  const text = typeof init?.body === "string" ? init.body : null;
  const request = { method, url: href, params, query: url.searchParams, body: text ? JSON.parse(text) : undefined };
  const outcome =
    typeof fake.answer === "function" ? await fake.answer(request, (body: unknown) => new Replied(body)) : fake.answer;
  if (outcome instanceof Response) return outcome;
  if (outcome instanceof Failure) return json(outcome.status, outcome.body);
  return json(fake.status, outcome instanceof Replied ? outcome.body : outcome);
}

/** A fetch answering from `fakes`, and with a 404 (the worker's not-found body) for any other request. */
export function fakeFetch(fakes: readonly Fake[]) {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const answer = await answerOf(fakes, input, init);
    if (!answer && process.env.FAKE_API_LOG)
      console.warn("UNMATCHED", init?.method ?? "GET", String(input instanceof Request ? input.url : input));
    return answer ?? json(404, { ok: false, message: "No encontrado", code: "NOT_FOUND" });
  };
}
