import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clickLoadsDocument, renderWithRouter, routerPath } from '@/testing/renderWithRouter';
import { FINDER_LINK_LABEL, FINDER_PATH } from '../libraryModel';
import { libraryDatasFixture, libraryStateFixture } from '../libraryFixtures';
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
});
