/**
 * What the result page's screen and view agree on: the callbacks the screen gives the view, and
 * the props of the refine screen (Configurateur) that a page may plug in.
 */
import type { RefineContext } from '@/domain/refineConditions';
import type { ThermalHistory } from '@/api/thermalHistoryTypes';
import type { SaveNameRequest, SendRequest } from '../resultSlice';

/** What the refine screen (Configurateur) receives from the result page. */
export interface RefineRenderProps {
  historyId: number;
  /** The result's answers and rupteur, which the refine screen's conditional filters read. */
  context: RefineContext;
  /** The refine criteria are saved: the result comes back with the new rupteur and PSI value. */
  onDone: (history: ThermalHistory) => void;
  /** 'Retour': back to the result. */
  onBack: () => void;
}

/** Every action of the result page, from its buttons and its dialogs. */
export interface ResultHandlers {
  onRetry: () => void;
  /** 'Redéfinir mes critères' of the 'Trouver un rupteur' tab: back to the questionnaire. */
  onRedefineSearch: () => void;
  onRefineOpen: () => void;
  onRefineBack: () => void;
  onRefined: (history: ThermalHistory) => void;
  onSave: () => void;
  onSaveSubmit: (request: SaveNameRequest) => void;
  onSaveClose: () => void;
  onPdf: () => void;
  onPdfDownload: () => void;
  onPdfClose: () => void;
  onSend: () => void;
  onShare: () => void;
  onSendSubmit: (request: SendRequest) => void;
  onSendClose: () => void;
  onDelete: () => void;
}
