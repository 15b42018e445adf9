/**
 * A dialog that asks before leaving a tool: stay, or leave (what is typed is lost). Its code loads at
 * its first opening (lazyOnFirstOpen): the tools' first screens neither load nor start it.
 */
import { lazyOnFirstOpen } from '@/ui/dialog/lazyOnFirstOpen';
import type { LeaveDialogProps } from './LeaveDialogContent';

export type { LeaveDialogProps };

export const LeaveDialog = lazyOnFirstOpen<LeaveDialogProps>(() => import('./LeaveDialogContent'));
