// A button that shows only an icon: its name for screen readers is `label`, its tooltip `title`.
import { Icon, type IconName } from "./icon";

export interface IconButtonProps {
  icon: IconName;
  label: string;
  title?: string;
  className?: string;
  disabled?: boolean;
  onClick: () => void;
}

export function IconButton({ icon, label, title, className = "icon-btn", disabled, onClick }: IconButtonProps) {
  return (
    <button type="button" className={className} aria-label={label} title={title} disabled={disabled} onClick={onClick}>
      <Icon name={icon} size={18} />
    </button>
  );
}
