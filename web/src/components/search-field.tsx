// A list's search box: the magnifier and a search input in one bordered field (users, organizations).
import { Icon } from "./icon";
import "./search-field.css";

export function SearchField({
  label,
  placeholder,
  value,
  onChange,
}: {
  /** The accessible name ("Buscar usuarios"); the placeholder is only a hint. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="search-field">
      <Icon name="search" size={18} />
      <input
        type="search"
        className="input"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
