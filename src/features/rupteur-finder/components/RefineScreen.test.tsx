import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Filter } from '@/api/catalogueTypes';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '../../../../mock-server/node';
import {
  BACK_LABEL,
  REFINE_EXIT_LEAVE,
  REFINE_EXIT_STAY,
  REFINE_EXIT_TITLE,
  REFINE_NEXT,
} from './finderTexts';
import { RefineScreen } from './RefineScreen';

function filter(id: number, importColumn: number, name: string, values: string[]): Filter {
  return {
    id,
    name,
    filter_section: 'refine',
    filter_column: `col${importColumn}`,
    importColumn,
    bg_image: null,
    filterValues: values.map((value, index) => ({
      id: id * 10 + index + 1,
      value,
      filter_name: name,
      filter_section: 'refine',
      selected: false,
    })),
  };
}

/** A backend that sends every refine filter, the conditional ones included. */
const EVERY_FILTER = [
  filter(1, 12, 'Support du plancher', ['Sur vide sanitaire', 'Sur terre-plein']),
  filter(2, 13, 'Isolation du plancher bas', ['Sous-face', 'Sous chape']),
  filter(3, 14, 'Épaisseur de l’isolant', ['8 cm', '10 cm']),
  filter(4, 16, 'Épaisseur de la prédalle', ['5 cm', '6 cm']),
];

function serveEveryFilter() {
  const saved: unknown[] = [];
  server.use(
    // The chosen answers come back selected, as the server echoes them.
    http.post('*/api/filters/configuration', async ({ request }) => {
      const { answers = [] } = (await request.json()) as { answers?: number[] };
      const filters = EVERY_FILTER.map((each) => ({
        ...each,
        filterValues: each.filterValues.map((value) => ({
          ...value,
          selected: answers.includes(value.id),
        })),
      }));
      return HttpResponse.json({ success: true, datas: { filters, psiValue: null } });
    }),
    http.post('*/api/history/save-refine', async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json(
        { success: false, message: 'Refusé pour le test.' },
        { status: 400 },
      );
    }),
  );
  return saved;
}

const shown = () => screen.queryAllByRole('combobox').map((select) => select.getAttribute('id'));

function renderScreen(chosenTexts: string[], rupteurUuid = '7', onBack = jest.fn()) {
  renderWithProviders(
    <RefineScreen
      historyId={1001}
      context={{ chosenTexts, rupteurUuid }}
      onDone={jest.fn()}
      onBack={onBack}
    />,
  );
  return onBack;
}

describe('the refine screen, with a backend that sends every filter (spec 001 §2.1)', () => {
  it('shows columns 13 and 14 only once a chosen value mentions a sanitary void, live', async () => {
    const saved = serveEveryFilter();
    renderScreen(['Maison individuelle']);
    await waitFor(() => expect(shown()).toEqual(['refine-filter-1']));
    const next = screen.getByRole('button', { name: REFINE_NEXT });
    await userEvent.selectOptions(screen.getByLabelText('Support du plancher'), 'Sur terre-plein');
    // Every shown filter has a value: 'Suivant' counts the shown ones only.
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.selectOptions(
      screen.getByLabelText('Support du plancher'),
      'Sur vide sanitaire',
    );
    await waitFor(() =>
      expect(shown()).toEqual(['refine-filter-1', 'refine-filter-2', 'refine-filter-3']),
    );
    expect(next).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Isolation du plancher bas'), 'Sous-face');
    await userEvent.selectOptions(screen.getByLabelText('Épaisseur de l’isolant'), '10 cm');
    await waitFor(() => expect(next).toBeEnabled());
    // Back on solid ground: columns 13 and 14 go, and so do their choices from what is sent.
    await userEvent.selectOptions(screen.getByLabelText('Support du plancher'), 'Sur terre-plein');
    await waitFor(() => expect(shown()).toEqual(['refine-filter-1']));
    await userEvent.click(next);
    await waitFor(() => expect(saved).toEqual([{ id: 1001, filtersValue: [12] }]));
  });

  it('shows column 16 for an intermediate floor of the thermo-pre-slab only', async () => {
    serveEveryFilter();
    renderScreen(['Plancher intermédiaire'], '1');
    await waitFor(() => expect(shown()).toEqual(['refine-filter-1', 'refine-filter-4']));
  });

  it('hides column 16 for another rupteur on the same floor', async () => {
    serveEveryFilter();
    renderScreen(['Plancher intermédiaire'], '2');
    await waitFor(() => expect(shown()).toEqual(['refine-filter-1']));
  });
});

describe('leaving the refine screen (spec 001 §2.5: exit-configuration popin)', () => {
  it("asks 'Continuer la Configuration' or 'Oui, quitter' once a choice was changed", async () => {
    serveEveryFilter();
    const onBack = renderScreen(['Maison individuelle']);
    await waitFor(() => expect(shown()).toEqual(['refine-filter-1']));
    await userEvent.selectOptions(screen.getByLabelText('Support du plancher'), 'Sur terre-plein');
    await userEvent.click(screen.getByRole('button', { name: BACK_LABEL }));
    const dialog = await screen.findByRole('alertdialog', { name: REFINE_EXIT_TITLE });
    expect(onBack).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: REFINE_EXIT_STAY }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(onBack).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Support du plancher')).toHaveDisplayValue('Sur terre-plein');
    await userEvent.click(screen.getByRole('button', { name: BACK_LABEL }));
    await userEvent.click(await screen.findByRole('button', { name: REFINE_EXIT_LEAVE }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('goes back at once when nothing was changed', async () => {
    serveEveryFilter();
    const onBack = renderScreen(['Maison individuelle']);
    await waitFor(() => expect(shown()).toEqual(['refine-filter-1']));
    await userEvent.click(screen.getByRole('button', { name: BACK_LABEL }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
