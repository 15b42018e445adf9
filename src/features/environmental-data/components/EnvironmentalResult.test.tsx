import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { recordRequests, stopRecording, visitorSession } from '@/testing/mockSession';
import { EnvironmentalResult } from './EnvironmentalResult';

jest.setTimeout(20_000);

afterEach(() => stopRecording());

describe('EnvironmentalResult', () => {
  it('without a given history, loads it by id once and shows its FDES sheets', async () => {
    const loads = recordRequests('/api/history/load');
    renderWithProviders(<EnvironmentalResult id={1002} fromHistory={false} />, {
      preloadedState: visitorSession(),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Chargement du résultat');
    expect(await screen.findByText('Ratio kilotage armatures')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Fiches FDES' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loads).toEqual([{ path: '/api/history/load', body: { id: 1002 } }]);
  });

  it('without a given history, a failed load offers Réessayer', async () => {
    renderWithProviders(<EnvironmentalResult id={999999} fromHistory={false} />, {
      preloadedState: visitorSession(),
    });
    expect(await screen.findByText('Cette simulation est introuvable.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
