// A rodeo dropped on another lot of the map (docs/map.md): a confirmation that names the rodeo and both lots,
// then the ordinary rodeo move (the same route and checks as the rodeo's own "Mover"), which the log records as
// a TRANSFER. Owners and admins only: for anyone else rodeos are not draggable.
import type { ReactNode } from "react";
import { useConfirm } from "../../components/confirm-dialog";
import { useOrgId } from "../../data/org-query";
import { useEditRodeo } from "../../data/rodeos";
import { useCanManageHerd } from "../../lib/herd/use-can-manage";
import { useMessages } from "../../lib/i18n";
import type { StoreLot } from "../../lib/store/types";
import { mapMessages } from "./map-messages";
import type { RodeoDrop } from "./rodeo-drag";

interface AskedMove {
  rodeo: { id: number; name: string };
  from: StoreLot;
  to: StoreLot;
}

export function useRodeoDrop(lots: readonly StoreLot[]): {
  onMoveRodeo: ((drop: RodeoDrop) => void) | undefined;
  dialog: ReactNode;
} {
  const t = useMessages(mapMessages);
  const canManage = useCanManageHerd();
  const orgId = useOrgId();
  const { mutateAsync: editRodeo } = useEditRodeo();
  const confirm = useConfirm<AskedMove>();

  const onMoveRodeo = (drop: RodeoDrop) => {
    const from = lots.find((l) => l.id === drop.fromLotId);
    const to = lots.find((l) => l.id === drop.toLotId);
    const rodeo = from?.rodeos.find((r) => r.id === drop.rodeoId);
    if (from && to && rodeo) confirm.open({ rodeo, from, to });
  };

  const dialog = confirm.render(({ rodeo, from, to }) => ({
    title: t.moveRodeoTitle,
    text: t.moveRodeoText(rodeo.name, from.name, to.name),
    confirmLabel: t.moveRodeo,
    onConfirm: () =>
      confirm.run(
        editRodeo({ orgId: orgId!, rodeoId: rodeo.id, input: { lot_id: to.id } }),
        t.rodeoMoved(rodeo.name, to.name),
        t.moveRodeoError,
      ),
  }));

  return { onMoveRodeo: canManage && orgId !== null ? onMoveRodeo : undefined, dialog };
}
