// Caravanear (/animales/caravanear) on a stubbed API: reads typed or pasted become rows with the session's
// default sex and category (each editable), a bad or repeated read is said and not added, each row tells a new
// tag from one already on an animal, and save posts the tagging the API's schema takes, with a client id.
import { taggingBody } from "@shared/animal-schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import TaggingPage from "../../web/src/features/animals/tagging-page";
import { queryClient } from "../../web/src/lib/query/query-client";
import { animal, herdReads, renderAt, stubApi } from "./animal-fixtures";
import { fake, routes } from "./fake-api";

const TAGGED = "032000555000111";
let posts: unknown[];

beforeEach(() => {
  posts = [];
  stubApi([
    ...herdReads,
    // The tag search: only TAGGED is on an animal.
    fake(routes.animal[":org"]).get(({ query }, reply) => {
      const animals = query.get("q") === TAGGED ? [animal(40, { tag: TAGGED })] : [];
      return reply({ ok: true, animals, total: animals.length, page: 1, limit: 50 });
    }),
    fake(routes.animal[":org"].tagging).post(({ body }, reply) => {
      posts.push(body);
      return reply({ ok: true, movement: { id: 501, type: "TAGGING" } });
    }, 201),
  ]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const readBox = () => screen.getByRole("textbox", { name: "Caravana" });
const rows = () => within(screen.getByRole("list", { name: "Animales leídos" })).queryAllByRole("listitem");

describe("Caravanear", () => {
  it("adds reads with the defaults, tells new from tagged, and posts the tagging", async () => {
    const user = userEvent.setup();
    renderAt("/animales/caravanear", "/animales/caravanear", <TaggingPage />);
    await screen.findByRole("option", { name: "Recría" });
    await user.selectOptions(screen.getByLabelText("Rodeo"), "4");
    await user.selectOptions(screen.getByLabelText("Categoría por defecto"), "Ternero");
    await user.selectOptions(screen.getByLabelText("Sexo por defecto"), "macho");

    await user.type(readBox(), "032 000123456789{Enter}");
    expect(readBox()).toHaveValue("");
    expect(readBox()).toHaveFocus();
    expect(screen.getByText("Caravana 456789 agregada")).toBeInTheDocument();
    await user.type(readBox(), `${TAGGED}{Enter}`);
    await user.type(readBox(), "032.000.123.456.789{Enter}");
    expect(screen.getByText("La caravana 456789 ya está en la lista")).toBeInTheDocument();
    await user.type(readBox(), "12345{Enter}");
    expect(screen.getByText(/No se agregó: "12345" tiene 5 dígitos/)).toBeInTheDocument();
    expect(rows()).toHaveLength(2);

    // Newest on top, with the defaults; the tagged one says so.
    const [second, first] = rows();
    expect(within(first!).getByLabelText("Sexo")).toHaveValue("macho");
    expect(within(first!).getByLabelText("Categoría")).toHaveValue("Ternero");
    expect(await within(first!).findByText("Caravana nueva")).toBeInTheDocument();
    expect(await within(second!).findByRole("link", { name: "Ya caravaneado" })).toHaveAttribute(
      "href",
      "/animales/40",
    );
    await user.selectOptions(within(second!).getByLabelText("Sexo"), "hembra");

    await user.click(screen.getByRole("button", { name: "Guardar 2 animales" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    const body = posts[0] as Record<string, unknown>;
    expect(body).toMatchObject({
      rodeo_id: 4,
      animals: [
        { tag: TAGGED, sex: "hembra", category: "Ternero" },
        { tag: "032000123456789", sex: "macho", category: "Ternero" },
      ],
    });
    expect(body.client_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(taggingBody.safeParse(body).success).toBe(true);
    await waitFor(() => expect(screen.getByRole("status", { name: "ruta" })).toHaveTextContent("/animales?rodeo_id=4"));
  });

  it("a pasted list adds one row a line, and save without a rodeo says what is missing", async () => {
    const user = userEvent.setup();
    renderAt("/animales/caravanear", "/animales/caravanear", <TaggingPage />);
    await screen.findByRole("option", { name: "Recría" });
    await user.selectOptions(screen.getByLabelText("Categoría por defecto"), "Vaquillona");
    readBox().focus();
    await user.paste("032000000000001\n032000000000002\n032000000000003\n");
    expect(rows()).toHaveLength(3);
    expect(screen.getByText("3 caravanas agregadas")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Guardar 3 animales" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Elegí un rodeo");
    expect(posts).toEqual([]);
  });
});
