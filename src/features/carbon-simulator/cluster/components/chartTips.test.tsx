/**
 * The numbers of the cluster's charts on hover and on keyboard focus (issue 24 §2): each bar and
 * gauge is reached with Tab, named with its number and unit, and shows that number, the same as
 * the chart's table or line, in a bubble while hovered or focused.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { clusterDatasFixture, simulationFixture } from '../clusterFixtures';
import { ClusterChart } from './ClusterChart';
import { Re2020Gauge } from './Re2020Gauge';
import { SimulationCard } from './SimulationCard';

const tip = () => screen.queryByTestId('chart-tip');

describe('comparison chart: the numbers on hover and focus', () => {
  const simulations = clusterDatasFixture().simulations;

  it('names each bar with its footprint and unit, and shows it on keyboard focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ClusterChart simulations={simulations} />, { site: 'carbon' });
    const first = simulations[0]!;
    const bar = screen.getByRole('img', { name: `${first.title} : 61,9 kg eq CO₂/m²` });
    expect(tip()).toBeNull();
    // The chart's scroll region first, then its bars.
    await user.tab();
    await user.tab();
    expect(bar).toHaveFocus();
    expect(tip()).toBeVisible();
    expect(tip()).toHaveTextContent('61,9 kg eq CO₂/m²');
    // The same number as the table's.
    const table = screen.getByRole('table', { name: /Empreintes carbone des simulations/ });
    expect(within(table).getByRole('row', { name: new RegExp(first.title) })).toHaveTextContent(
      '61,9',
    );
    await user.keyboard('{Escape}');
    expect(tip()).toBeNull();
    await user.tab();
    expect(tip()).toHaveTextContent(
      `${simulations[1]!.carbonFootprint.toLocaleString('fr-FR')} kg eq CO₂/m²`,
    );
  });

  it('shows the number while the pointer is over a bar', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ClusterChart simulations={simulations} />, { site: 'carbon' });
    const bars = screen.getAllByTestId('chart-bar');
    await user.hover(bars[1]!);
    expect(tip()).toBeVisible();
    expect(bars[1]).toContainElement(tip());
    await user.unhover(bars[1]!);
    expect(tip()).toBeNull();
  });
});

describe("a simulation card's bars: the numbers on hover and focus", () => {
  it('names each bar with its value, unit and share, and shows them on focus and hover', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SimulationCard simulation={simulationFixture()} onDelete={jest.fn()} />, {
      site: 'carbon',
    });
    const bar = screen.getByRole('img', {
      name: 'Béton coulé en place : 23,8 kg eq CO₂/m², 38,5 %',
    });
    act(() => bar.focus());
    expect(tip()).toHaveTextContent('23,8 kg eq CO₂/m² · 38,5 %');
    act(() => bar.blur());
    expect(tip()).toBeNull();
    const other = screen.getByRole('img', { name: /^Acier : 5,7 kg eq CO₂\/m²/ });
    await user.hover(other);
    expect(tip()).toHaveTextContent('5,7 kg eq CO₂/m² · 9,2 %');
  });
});

describe('RE2020 gauge: the numbers on hover and focus', () => {
  it('names each gauge with the footprint and its share, and shows them on focus', async () => {
    const user = userEvent.setup();
    const simulations = clusterDatasFixture().simulations;
    renderWithProviders(
      <Re2020Gauge
        simulations={simulations}
        buildingType="maison"
        period="2025-2027"
        onBuildingTypeChange={jest.fn()}
        onPeriodChange={jest.fn()}
      />,
      { site: 'carbon' },
    );
    const meter = screen.getAllByRole('meter')[0]!;
    expect(meter).toHaveAccessibleName(
      `Part du seuil : ${simulations[0]!.title} : 55,4 kg eq CO₂/m², soit 10,5 % du seuil`,
    );
    expect(meter).toHaveAttribute('tabindex', '0');
    await user.hover(meter);
    expect(tip()).toHaveTextContent('55,4 kg eq CO₂/m² · 10,5 % du seuil');
    await user.unhover(meter);
    expect(tip()).toBeNull();
    act(() => meter.focus());
    expect(tip()).toBeVisible();
  });
});
