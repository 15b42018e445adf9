import { LeaveDialog } from '@/ui/leave/LeaveDialog';
import { EXIT_LEAVE_LABEL, EXIT_STAY_LABEL, EXIT_TITLE, EXIT_WARNING } from './configuratorTexts';

export interface ExitDialogProps {
  open: boolean;
  /** Continue configuring. */
  onStay: () => void;
  /** Leave to the site root. */
  onLeave: () => void;
}

/** 'Êtes-vous sûr de vouloir quitter ?' (spec 002 §2.1). */
export function ExitDialog({ open, onStay, onLeave }: ExitDialogProps) {
  return (
    <LeaveDialog
      open={open}
      title={EXIT_TITLE}
      text={EXIT_WARNING}
      stayLabel={EXIT_STAY_LABEL}
      leaveLabel={EXIT_LEAVE_LABEL}
      onStay={onStay}
      onLeave={onLeave}
    />
  );
}
