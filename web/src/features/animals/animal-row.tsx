// One animal of the list: its tag (last digits large), visual, category, rodeo, state and registration.
import type { Animal } from "@shared/animal-types";
import { Link } from "react-router-dom";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { RegistrationChip } from "./animal-registration-chip";
import { animalsMessages, animalValueMessages } from "./animals-messages";
import { TagLabel } from "./tag-label";

export function AnimalRow({ animal }: { animal: Animal }) {
  const t = useMessages(animalsMessages);
  const v = useMessages(animalValueMessages);
  return (
    <li className="animal-row">
      <Link to={paths.animalDetail.to(animal.id)} className="animal-row-link">
        <TagLabel number={animal.tag} />
        <span className="animal-row-facts">
          {animal.visual ? (
            <span>
              {t.visual} {animal.visual}
            </span>
          ) : null}
          <span>{animal.category}</span>
          <span>{animal.rodeo}</span>
          <span>{v[animal.sex]}</span>
        </span>
        <span className="animal-row-chips">
          <span className={animal.state === "activo" ? "badge" : "badge badge-muted"}>{v[animal.state]}</span>
          <RegistrationChip animal={animal} />
        </span>
      </Link>
    </li>
  );
}
