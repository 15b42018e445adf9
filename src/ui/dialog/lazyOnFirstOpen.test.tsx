import { render, screen } from '@testing-library/react';
import { lazyOnFirstOpen } from './lazyOnFirstOpen';

function Probe({ open }: { open: boolean }) {
  return <p>{open ? 'ouvert' : 'fermé'}</p>;
}

describe('lazyOnFirstOpen', () => {
  it('loads the dialog at its first opening only, then keeps it mounted', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Probe }));
    const Dialog = lazyOnFirstOpen(load);
    const { rerender, container } = render(<Dialog open={false} />);
    expect(load).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
    rerender(<Dialog open />);
    expect(await screen.findByText('ouvert')).toBeInTheDocument();
    rerender(<Dialog open={false} />);
    expect(screen.getByText('fermé')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
