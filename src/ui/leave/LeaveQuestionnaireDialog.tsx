/**
 * The dialog of 'Retour' on a questionnaire's first question (spec 001 §2.1): leave without
 * saving, or go back to the questionnaire. Shared by the finder and the environmental-data tool.
 * Its code loads when it first opens (LeaveDialog).
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LeaveDialog } from './LeaveDialog';

export const LEAVE_DIALOG_TITLE = 'Quitter le questionnaire ?';
export const LEAVE_DIALOG_TEXT = 'Les réponses données ne seront pas enregistrées.';
export const LEAVE_LABEL = 'Quitter sans enregistrer';
export const STAY_LABEL = 'Retour au questionnaire';

/** Where 'Quitter sans enregistrer' goes: the site's home page. */
export const LEAVE_DESTINATION = paths.home.getHref();

/**
 * The dialog's two actions for a questionnaire whose store closes the dialog with `close`: stay
 * (close it), or leave (`forget` the answers given, close it and go to LEAVE_DESTINATION).
 */
export function useLeaveQuestionnaireActions(close: () => void, forget?: () => void) {
  const navigate = useNavigate();
  const onLeave = useCallback(() => {
    forget?.();
    close();
    void navigate(LEAVE_DESTINATION);
  }, [close, forget, navigate]);
  return { onStay: close, onLeave };
}

export interface LeaveQuestionnaireDialogProps {
  open: boolean;
  onLeave: () => void;
  onStay: () => void;
}

export function LeaveQuestionnaireDialog({ open, onLeave, onStay }: LeaveQuestionnaireDialogProps) {
  return (
    <LeaveDialog
      open={open}
      title={LEAVE_DIALOG_TITLE}
      text={LEAVE_DIALOG_TEXT}
      stayLabel={STAY_LABEL}
      leaveLabel={LEAVE_LABEL}
      onStay={onStay}
      onLeave={onLeave}
    />
  );
}
