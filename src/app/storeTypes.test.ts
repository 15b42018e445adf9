import { createAppStore, type AppDispatch as StoreDispatch } from './store';
import type { RootState as ReducerState } from './rootReducer';
import type { AppDispatch, RootState } from './storeTypes';
import { resolveSite } from '@/config/sites';

/** `true` only when the two types are the same (each assignable to the other, without widening). */
type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

describe('storeTypes: the typed hooks’ types', () => {
  it('are the store’s own state and dispatch', () => {
    const sameDispatch: Same<AppDispatch, StoreDispatch> = true;
    const sameState: Same<RootState, ReducerState> = true;
    const store = createAppStore({ site: resolveSite({ host: 'localhost' }) });
    const dispatch: AppDispatch = store.dispatch;
    const state: RootState = store.getState();
    expect([sameDispatch, sameState]).toEqual([true, true]);
    expect(typeof dispatch).toBe('function');
    expect(state.session).toBeDefined();
    store.stopSagas();
  });
});
