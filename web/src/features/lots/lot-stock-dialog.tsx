// The frame of a lot's stock actions (deaths, transfer between categories): a form dialog whose submit reads
// 'Confirmar', also while it saves, with the write's error under the fields.
import type { FormEvent, ReactNode } from "react";
import { FormDialog, type PendingWrite } from "../../components/form-dialog";
import { useMessages } from "../../lib/i18n";
import { lotDetailMessages } from "./lot-detail-messages";

export interface LotStockDialogProps {
  title: string;
  write: PendingWrite;
  failed: string;
  onClose: () => void;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

export function LotStockDialog({ title, write, failed, onClose, onSubmit, children }: LotStockDialogProps) {
  const t = useMessages(lotDetailMessages);
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={t.confirm}
      busyLabel={t.confirm}
      write={write}
      failed={failed}
    >
      {children}
    </FormDialog>
  );
}
