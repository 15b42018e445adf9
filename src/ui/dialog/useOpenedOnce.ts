import { useState } from 'react';

/**
 * True from a dialog's first opening on. A dialog whose code loads on demand (React.lazy) is mounted
 * from then, and stays mounted, so that it animates its closing and later openings as any dialog does;
 * before, the page does not load its code.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
