/**
 * The dialog of 'Retour' on a questionnaire's first question (spec 001 §2.1): leave without
 * saving, or go back to the questionnaire. Shared by the finder and the environmental-data tool.
 * Its code loads when it first opens: a questionnaire's first screen neither loads nor starts it.
 */
import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '@/ui/dialog/useOpenedOnce';

const LeaveDialog = lazy(() =>
  import('./LeaveDialog').then((module) => ({ default: module.LeaveDialog })),
);

export const LEAVE_DIALOG_TITLE = 'Quitter le questionnaire ?';
export const LEAVE_DIALOG_TEXT = 'Les réponses données ne seront pas enregistrées.';
export const LEAVE_LABEL = 'Quitter sans enregistrer';
export const STAY_LABEL = 'Retour au questionnaire';

export interface LeaveQuestionnaireDialogProps {
  open: boolean;
  onLeave: () => void;
  onStay: () => void;
}

export function LeaveQuestionnaireDialog({ open, onLeave, onStay }: LeaveQuestionnaireDialogProps) {
  if (!useOpenedOnce(open)) return null;
  return (
    <Suspense fallback={null}>
      <LeaveDialog
        open={open}
        title={LEAVE_DIALOG_TITLE}
        text={LEAVE_DIALOG_TEXT}
        stayLabel={STAY_LABEL}
        leaveLabel={LEAVE_LABEL}
        onStay={onStay}
        onLeave={onLeave}
      />
    </Suspense>
  );
}
