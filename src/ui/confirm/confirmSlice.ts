/** The one confirmation dialog of the app, driven by the `confirm` saga. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
}

export interface ConfirmState extends ConfirmOptions {
  open: boolean;
  /** The confirmed action is running: buttons are disabled. */
  busy: boolean;
}

const closed: ConfirmState = {
  open: false,
  busy: false,
  title: '',
  message: '',
  confirmLabel: '',
  cancelLabel: 'Annuler',
};

export const confirmSlice = createSlice({
  name: 'confirm',
  initialState: closed,
  reducers: {
    confirmOpened: (_state, action: PayloadAction<ConfirmOptions>) => ({
      ...closed,
      ...action.payload,
      cancelLabel: action.payload.cancelLabel ?? closed.cancelLabel,
      open: true,
    }),
    confirmAccepted(state) {
      state.busy = true;
    },
    confirmDismissed: () => closed,
    confirmClosed: () => closed,
  },
  selectors: { selectConfirm: (state) => state },
});

export const { confirmOpened, confirmAccepted, confirmDismissed, confirmClosed } =
  confirmSlice.actions;
export const { selectConfirm } = confirmSlice.selectors;
