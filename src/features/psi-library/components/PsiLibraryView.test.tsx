import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { clickLoadsDocument, renderWithRouter, routerPath } from '@/testing/renderWithRouter';
import { FINDER_LINK_LABEL, FINDER_PATH } from '../libraryModel';
import { libraryDatasFixture, libraryStateFixture } from '../libraryFixtures';
import type { LibraryState } from '../librarySlice';
import { PsiLibraryView } from './PsiLibraryView';

describe('PsiLibraryView', () => {
  it('links a large result to the finder through the router, without a document load', async () => {
    const user = userEvent.setup();
    const state = libraryStateFixture({
      datas: libraryDatasFixture({ rupteurs: 3, perRupteur: 40 }),
    });
    const noop = () => undefined;
    const { router } = renderWithRouter(
      [
        {
          path: '/bibliotheque',
          element: (
            <PsiLibraryView
              state={state}
              layout="desktop"
              onChoicesChange={noop}
              onTabToggle={noop}
              onRetry={noop}
              onReport={noop}
              onExportCsv={noop}
            />
          ),
        },
        { path: FINDER_PATH, element: <p>Le questionnaire</p> },
      ],
      { path: '/bibliotheque' },
    );
    const link = screen.getByRole('link', { name: FINDER_LINK_LABEL });
    expect(await clickLoadsDocument(user, link)).toBe(false);
    expect(routerPath(router)).toBe(FINDER_PATH);
    expect(await screen.findByText('Le questionnaire')).toBeInTheDocument();
  });

  it('a new response (new objects, same ids) shows what changed: counts, rows and their reminders', async () => {
    const user = userEvent.setup();
    const noop = () => undefined;
    const first = libraryStateFixture({ openTabs: [501, 502] });
    // The next response: every object new, one value fewer for the first rupteur, and 'Façade'
    // chosen too, so the reminders leave out the type of junction.
    const nextDatas = libraryDatasFixture({ selected: [222, 241] });
    nextDatas.rupteurs[0]!.psiValuesAsArray = nextDatas.rupteurs[0]!.psiValuesAsArray.slice(0, 2);
    const next = libraryStateFixture({
      openTabs: [501, 502],
      choices: { '22': [222], '24': [241] },
      datas: nextDatas,
    });
    function Harness() {
      const [state, setState] = useState<LibraryState>(first);
      return (
        <>
          <button type="button" onClick={() => setState(next)}>
            Réponse suivante
          </button>
          <PsiLibraryView
            state={state}
            layout="desktop"
            onChoicesChange={noop}
            onTabToggle={noop}
            onRetry={noop}
            onReport={noop}
            onExportCsv={noop}
          />
        </>
      );
    }
    renderWithRouter([{ path: '/bibliotheque', element: <Harness /> }], { path: '/bibliotheque' });
    const tab = (name: string) => screen.getByRole('list', { name: `Valeurs de PSI de ${name}` });
    const firstName = first.datas!.rupteurs[0]!.name;
    const secondName = first.datas!.rupteurs[1]!.name;
    expect(within(tab(firstName)).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByText('Poutrelles et entrevous · Façade · ITI')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Réponse suivante' }));
    expect(within(tab(firstName)).getAllByRole('listitem')).toHaveLength(2);
    expect(within(tab(secondName)).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('2 valeurs de PSI')).toBeInTheDocument();
    expect(screen.queryByText('Poutrelles et entrevous · Façade · ITI')).not.toBeInTheDocument();
    expect(screen.getAllByText('Poutrelles et entrevous · ITI')).toHaveLength(2);
  });
});
