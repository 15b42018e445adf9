import { act, screen, within } from '@testing-library/react';
import { renderWithRouter } from '@/testing/renderWithRouter';
import { libraryDatasFixture } from '../libraryFixtures';
import { choicesOfDatas } from '../libraryModel';
import { LibraryTabs } from './LibraryTabs';

// 3 tabs of 140 values, all open: 420 values listed.
const datas = libraryDatasFixture({ rupteurs: 3, perRupteur: 140 });
const names = datas.rupteurs.map((rupteur) => rupteur.name);

function renderTabs() {
  const element = (
    <LibraryTabs
      rupteurs={datas.rupteurs}
      openTabs={[501, 502, 503]}
      onToggle={() => undefined}
      characteristicsOf={datas.psiValuesFiltersValues}
      choices={choicesOfDatas(datas)}
    />
  );
  return renderWithRouter([{ path: '/bibliotheque', element }], { path: '/bibliotheque' });
}

const values = (name: string) =>
  within(screen.getByRole('list', { name: `Valeurs de PSI de ${name}` })).queryAllByRole(
    'listitem',
  );

describe('LibraryTabs (open tabs virtualised against the window)', () => {
  it('renders the values in view only, each with its place among its tab’s values', () => {
    renderTabs();
    const shown = values(names[0]!);
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(20);
    expect(shown[0]).toHaveAttribute('aria-setsize', '140');
    expect(shown[0]).toHaveAttribute('aria-posinset', '1');
    expect(shown[1]).toHaveAttribute('aria-posinset', '2');
    // The tabs below the window: none of their values, the space they take instead.
    expect(values(names[2]!)).toHaveLength(0);
    const lastList = screen.getByRole('list', { name: `Valeurs de PSI de ${names[2]}` });
    expect(parseInt(lastList.style.paddingBottom, 10)).toBeGreaterThan(140 * 80);
  });

  it('keeps every tab’s header and button in the page, for the keyboard', () => {
    renderTabs();
    for (const name of names)
      expect(screen.getByRole('button', { name: `Fermer ${name}` })).toBeInTheDocument();
  });

  it('renders every value while the page prints, then the window again', () => {
    renderTabs();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    for (const name of names) expect(values(name)).toHaveLength(140);
    expect(values(names[0]!)[0]).not.toHaveAttribute('aria-setsize');
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(values(names[2]!)).toHaveLength(0);
  });
});
