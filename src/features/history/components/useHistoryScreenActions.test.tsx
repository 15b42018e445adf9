import { configureStore, createAction, type UnknownAction } from '@reduxjs/toolkit';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { HistoryOrder } from '@/api/types';
import { useHistoryScreenActions } from './useHistoryScreenActions';

interface TestFilters {
  zip: string;
  title: string;
}

const ACTIONS = {
  opened: createAction('test/opened'),
  filterChanged: createAction<{ name: keyof TestFilters; value: string }>('test/filterChanged'),
  filtersApplied: createAction<TestFilters>('test/filtersApplied'),
  filtersReset: createAction('test/filtersReset'),
  orderChanged: createAction<HistoryOrder>('test/orderChanged'),
  loadRequested: createAction('test/loadRequested'),
  items: {
    onDelete: createAction<{ id: number }>('test/deleted'),
    onRename: (item: { id: number }, name: string) => ({
      type: 'test/renamed',
      payload: { id: item.id, name },
    }),
  },
};

function renderActions() {
  const seen: UnknownAction[] = [];
  const store = configureStore({
    reducer: (state: null = null, action: UnknownAction) => {
      if (action.type.startsWith('test/')) seen.push(action);
      return state;
    },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const view = renderHook(() => useHistoryScreenActions(ACTIONS), { wrapper });
  return { ...view, seen };
}

describe('useHistoryScreenActions (the handlers of a filtered history screen)', () => {
  it('opens the screen once, however often it renders', () => {
    const { rerender, seen } = renderActions();
    rerender();
    rerender();
    expect(seen).toEqual([{ type: 'test/opened', payload: undefined }]);
  });

  it('dispatches each handler as its action, the item actions with their arguments', () => {
    const { result, seen } = renderActions();
    seen.length = 0;
    const handlers = result.current;
    handlers.onFilterChange('zip', '69003');
    handlers.onFiltersApply({ zip: '', title: 'Maison' });
    handlers.onFiltersReset();
    handlers.onOrderChange('ASC');
    handlers.onRetry();
    handlers.onDelete({ id: 4 });
    handlers.onRename({ id: 5 }, 'Garage');
    expect(seen).toEqual([
      { type: 'test/filterChanged', payload: { name: 'zip', value: '69003' } },
      { type: 'test/filtersApplied', payload: { zip: '', title: 'Maison' } },
      { type: 'test/filtersReset', payload: undefined },
      { type: 'test/orderChanged', payload: 'ASC' },
      { type: 'test/loadRequested', payload: undefined },
      { type: 'test/deleted', payload: { id: 4 } },
      { type: 'test/renamed', payload: { id: 5, name: 'Garage' } },
    ]);
  });

  it('gives the same functions at each render: the memoised panel and items keep them', () => {
    const { result, rerender } = renderActions();
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
