import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filtersFixture } from '../libraryFixtures';
import { FilterFields } from './LibraryFilterFields';

describe('FilterFields', () => {
  it('a new response (new filter objects) leaves the options it did not change untouched', () => {
    const onToggle = jest.fn();
    const { container, rerender } = render(
      <FilterFields
        filters={filtersFixture([222])}
        choices={{ '22': [222] }}
        onToggle={onToggle}
      />,
    );
    const observer = new MutationObserver(() => undefined);
    observer.observe(container, { subtree: true, attributes: true, childList: true });
    // The next search's answer: the same filters as new objects, one more value chosen.
    rerender(
      <FilterFields
        filters={structuredClone(filtersFixture([222, 241]))}
        choices={{ '22': [222], '24': [241] }}
        onToggle={onToggle}
      />,
    );
    const written = observer
      .takeRecords()
      .map((record) => (record.target as Element).closest('label')?.textContent);
    observer.disconnect();
    // Only the option ticked by the answer was written again (React writes an input's every
    // attribute when it renders); before, every option was, and restyled.
    expect(new Set(written)).toEqual(new Set(['Façade']));
    expect(screen.getByRole('checkbox', { name: 'Façade' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Plancher intermédiaire' })).toBeChecked();
  });

  it('ticking and unticking give the filter, the value and the new state', async () => {
    const user = userEvent.setup();
    const onToggle = jest.fn();
    render(
      <FilterFields
        filters={filtersFixture([222])}
        choices={{ '22': [222] }}
        onToggle={onToggle}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Façade' }));
    await user.click(screen.getByRole('checkbox', { name: 'Plancher intermédiaire' }));
    expect(onToggle.mock.calls).toEqual([
      [24, 241, true],
      [22, 222, false],
    ]);
  });
});
