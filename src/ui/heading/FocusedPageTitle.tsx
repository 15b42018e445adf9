import { Heading } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

/**
 * A page's level-one title for assistive technologies only, which takes the focus when it appears
 * (the results step of the floor configurator and the carbon simulator, whose progress shows
 * 'Résultats').
 */
export function FocusedPageTitle({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Heading as="h1" srOnly tabIndex={-1} ref={ref}>
      {children}
    </Heading>
  );
}
