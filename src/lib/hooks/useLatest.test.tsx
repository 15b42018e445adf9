import { act, render, screen } from '@testing-library/react';
import { memo, useCallback, useState } from 'react';
import { useLatest } from './useLatest';

const readerRendered = jest.fn();
const Reader = memo(function Reader({ onRead }: { onRead: () => void }) {
  readerRendered();
  return <button onClick={onRead}>Lire</button>;
});

function Counter({ read }: { read: (value: number) => void }) {
  const [count, setCount] = useState(0);
  const countRef = useLatest(count);
  const onRead = useCallback(() => read(countRef.current), [countRef, read]);
  return (
    <>
      <button onClick={() => setCount((c) => c + 1)}>Ajouter</button>
      <Reader onRead={onRead} />
    </>
  );
}

it('gives a stable callback the value of the last render', () => {
  const read = jest.fn();
  render(<Counter read={read} />);
  act(() => screen.getByRole('button', { name: 'Ajouter' }).click());
  act(() => screen.getByRole('button', { name: 'Ajouter' }).click());
  act(() => screen.getByRole('button', { name: 'Lire' }).click());
  expect(read).toHaveBeenCalledWith(2);
  // The memoised child was rendered once: the callback never changed.
  expect(readerRendered).toHaveBeenCalledTimes(1);
});
