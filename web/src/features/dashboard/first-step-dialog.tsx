// The forms the first steps open on the dashboard (a lazy chunk, loaded when a step is pressed): the field,
// lot and rodeo dialogs. The purchase and the rain are the movement form's; the team is invited on its own
// screen (/work-team), whose form comes first.
import { FieldFormDialog } from "../fields";
import { LotCreateDialog } from "../lots";
import { RodeoFormDialog } from "../rodeos";

/** "count": the opening count, a new rodeo with its head per category. */
export type FirstStepDialogId = "field" | "lots" | "rodeo" | "count";

export default function FirstStepDialog({
  dialog,
  orgId,
  onClose,
}: {
  dialog: FirstStepDialogId;
  orgId: number;
  onClose: () => void;
}) {
  switch (dialog) {
    case "field":
      return <FieldFormDialog orgId={orgId} onClose={onClose} />;
    case "lots":
      return <LotCreateDialog onClose={onClose} />;
    case "rodeo":
    case "count":
      return <RodeoFormDialog orgId={orgId} onClose={onClose} />;
  }
}
