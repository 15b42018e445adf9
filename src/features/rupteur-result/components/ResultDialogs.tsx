/** The result page's keep-results dialogs (save, pdf, send), bound to its state and callbacks. */
import type { ThermalHistory } from '@/api/thermalHistoryTypes';
import type { RupteurResultState } from '../resultSlice';
import { PdfDialog } from './PdfDialog';
import { SaveDialog } from './SaveDialog';
import { SendDialog } from './SendDialog';
import type { ResultHandlers } from './resultViewTypes';

export function ResultDialogs({
  state,
  history,
  handlers,
}: {
  state: RupteurResultState;
  history: ThermalHistory | null;
  handlers: ResultHandlers;
}) {
  return (
    <>
      <SaveDialog
        open={state.save.open}
        submitting={state.save.submitting}
        initialName={history?.name ?? ''}
        onSubmit={(name) => handlers.onSaveSubmit({ name })}
        onClose={handlers.onSaveClose}
      />
      <PdfDialog
        open={state.pdf.open}
        loading={state.pdf.loading}
        failed={state.pdf.failed}
        onDownload={handlers.onPdfDownload}
        onClose={handlers.onPdfClose}
      />
      <SendDialog
        open={state.send.open}
        submitting={state.send.submitting}
        variant={state.send.variant}
        onSubmit={handlers.onSendSubmit}
        onClose={handlers.onSendClose}
      />
    </>
  );
}
