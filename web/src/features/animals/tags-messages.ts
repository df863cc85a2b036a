// Texts of the tags owned (Caravanas, docs/animals.md): the list, its load form, a tag's state by hand, and the
// animal page's replaced button.
import { countEn, defineMessages } from "../../lib/i18n";

export const tagsMessages = defineMessages(
  {
    title: "Caravanas",
    description: "Las caravanas electrónicas del establecimiento: las compradas, las puestas, las perdidas.",
    open: "Caravanas",
    loadAction: "Cargar caravanas",
    back: "Volver a animales",
    state: "Estado",
    allStates: "Todos los estados",
    loading: "Cargando caravanas...",
    loadError: "No se pudieron cargar las caravanas",
    retry: "Reintentar",
    emptyTitle: "Todavía no cargaste caravanas",
    emptyText:
      "Cargá las que compraste: una lista o un rango de números. Las que se aplican al caravanear se suman solas.",
    emptyTitleMember: "Todavía no hay caravanas cargadas",
    emptyMember: "Las cargan los propietarios y administradores; las que se aplican al caravanear se suman solas.",
    noMatch: "Ninguna caravana en ese estado.",
    count: (n: number) => (n === 1 ? "1 caravana" : `${n} caravanas`),
    listLabel: "Caravanas",
    page: (page: number, pages: number) => `Página ${page} de ${pages}`,
    prev: "Anterior",
    next: "Siguiente",
    animal: "Ver el animal",
    animalOf: (tag: string) => `Ver el animal de la caravana ${tag}`,
    setState: (tag: string) => `Estado de la caravana ${tag}`,
    stateSaved: (tag: string, state: string) => `Caravana ${tag}: ${state}`,
    stateError: "No se pudo cambiar el estado",
  },
  {
    title: "Tags",
    description: "The ranch's electronic tags: bought, applied, lost.",
    open: "Tags",
    loadAction: "Load tags",
    back: "Back to animals",
    state: "State",
    allStates: "All states",
    loading: "Loading tags...",
    loadError: "The tags could not be loaded",
    retry: "Retry",
    emptyTitle: "No tags loaded yet",
    emptyText:
      "Load the ones you bought: a list or a range of numbers. Tags applied while tagging are added by themselves.",
    emptyTitleMember: "No tags loaded yet",
    emptyMember: "Owners and admins load them; tags applied while tagging are added by themselves.",
    noMatch: "No tag in that state.",
    count: (n: number) => countEn(n, "tag"),
    listLabel: "Tags",
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    prev: "Previous",
    next: "Next",
    animal: "See the animal",
    animalOf: (tag: string) => `See the animal of tag ${tag}`,
    setState: (tag: string) => `State of tag ${tag}`,
    stateSaved: (tag: string, state: string) => `Tag ${tag}: ${state}`,
    stateError: "The state could not be changed",
  },
);

/** A tag's state as the screens name it (the API's values are Spanish, animal-values.ts). */
export const tagStateMessages = defineMessages(
  { disponible: "Disponible", aplicada: "Aplicada", perdida: "Perdida", baja: "De baja" },
  { disponible: "Available", aplicada: "Applied", perdida: "Lost", baja: "Out of use" },
);

export const tagLoadMessages = defineMessages(
  {
    title: "Cargar caravanas",
    text: "Las que compraste, antes de aplicarlas. Las que ya estaban cargadas se saltean.",
    way: "Cómo las cargás",
    list: "Lista",
    range: "Rango",
    numbers: "Números de caravana",
    numbersHint: "Una por línea: pegalas del archivo del proveedor. Los espacios, puntos y guiones no importan.",
    from: "Desde",
    to: "Hasta",
    rangeHint: "15 dígitos cada uno; se cargan los dos y todos los del medio.",
    submit: "Cargar",
    saving: "Cargando...",
    done: (added: number, already: number) =>
      `${added === 1 ? "1 caravana cargada" : `${added} caravanas cargadas`}, ${already} ya estaban`,
    error: "No se pudieron cargar las caravanas",
  },
  {
    title: "Load tags",
    text: "The ones you bought, before applying them. Those already loaded are skipped.",
    way: "How you load them",
    list: "List",
    range: "Range",
    numbers: "Tag numbers",
    numbersHint: "One per line: paste them from the supplier's file. Spaces, dots and dashes do not matter.",
    from: "From",
    to: "To",
    rangeHint: "15 digits each; both and every one between are loaded.",
    submit: "Load",
    saving: "Loading...",
    done: (added: number, already: number) => `${countEn(added, "tag")} loaded, ${already} already there`,
    error: "The tags could not be loaded",
  },
);

export const retagMessages = defineMessages(
  {
    open: "Reemplazar caravana",
    title: "Reemplazar caravana",
    text: (tag: string) =>
      `La ${tag} queda como perdida y el animal sigue con su historia bajo la nueva. Escribí o pegá el número del botón nuevo.`,
    tag: "Caravana nueva",
    submit: "Reemplazar",
    saving: "Reemplazando...",
    done: (tag: string) => `Ahora lleva la caravana ${tag}`,
    error: "No se pudo reemplazar la caravana",
  },
  {
    open: "Replace tag",
    title: "Replace tag",
    text: (tag: string) =>
      `${tag} is marked lost and the animal keeps its history under the new one. Type or paste the new button's number.`,
    tag: "New tag",
    submit: "Replace",
    saving: "Replacing...",
    done: (tag: string) => `It now wears tag ${tag}`,
    error: "The tag could not be replaced",
  },
);
