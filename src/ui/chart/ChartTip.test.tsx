import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { ChartValue } from './ChartTip';

function renderBar() {
  return renderWithProviders(
    <ChartValue label="Acier : 5,7 kg eq CO₂/m²" value="5,7 kg eq CO₂/m²" at={40}>
      <div />
    </ChartValue>,
  );
}

describe('ChartValue: a bar that shows its number', () => {
  it('is reached with Tab, named with its number, and shows it while focused', async () => {
    const user = userEvent.setup();
    renderBar();
    expect(screen.queryByTestId('chart-tip')).toBeNull();
    await user.tab();
    expect(screen.getByRole('img', { name: 'Acier : 5,7 kg eq CO₂/m²' })).toHaveFocus();
    const tip = screen.getByTestId('chart-tip');
    expect(tip).toBeVisible();
    expect(tip).toHaveTextContent('5,7 kg eq CO₂/m²');
    // It repeats the name: assistive technologies skip it; paper does not print it.
    expect(tip).toHaveAttribute('aria-hidden', 'true');
    expect(tip).toHaveAttribute('data-print', 'hide');
    await user.tab();
    expect(screen.queryByTestId('chart-tip')).toBeNull();
  });

  it('shows it on hover, inside the bar (the pointer may move onto it), and hides it on Escape', async () => {
    const user = userEvent.setup();
    renderBar();
    const bar = screen.getByRole('img');
    await user.hover(bar);
    expect(screen.getByTestId('chart-tip')).toBeVisible();
    expect(bar).toContainElement(screen.getByTestId('chart-tip'));
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('chart-tip')).toBeNull();
    await user.unhover(bar);
    await user.hover(bar);
    expect(screen.getByTestId('chart-tip')).toBeVisible();
  });
});
