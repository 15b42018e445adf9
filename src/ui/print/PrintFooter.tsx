import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useState } from 'react';
import { SITE_TEXT } from '@/config/sites';
import { useSite } from '@/lib/site/SiteContext';
import { PRINT_FOOTER_BOTTOM, PRINT_ONLY } from '@/ui/theme/print';
import { printedOn } from './printDate';

export interface PrintFooterProps {
  /** The day printed; today by default, read again when the browser prints. */
  date?: Date;
}

/**
 * The footer of a printed result page: the site's name and the date of printing. Printed only
 * (src/ui/theme/print.ts); fixed to the bottom, so that Chromium repeats it on every page.
 */
export function PrintFooter({ date }: PrintFooterProps) {
  const site = useSite();
  const [today, setToday] = useState(() => new Date());
  useEffect(() => {
    // A page left open overnight prints the day it is printed.
    const update = () => setToday(new Date());
    window.addEventListener('beforeprint', update);
    return () => window.removeEventListener('beforeprint', update);
  }, []);
  return (
    <Box
      {...PRINT_ONLY}
      data-testid="print-footer"
      position="fixed"
      insetX="0"
      // From the top, not the bottom: printed from a page scrolled down, Chromium leaves out a fixed
      // element anchored at the bottom; the height is the printed page's.
      top={`calc(100% - ${PRINT_FOOTER_BOTTOM})`}
      transform="translateY(-100%)"
      justifyContent="space-between"
      gap="4"
      borderTopWidth="1px"
      borderColor="gray.400"
      pt="1"
      fontSize="xs"
      color="fg"
      bg="white"
    >
      <Text>{SITE_TEXT[site.id].name}</Text>
      <Text>{printedOn(date ?? today)}</Text>
    </Box>
  );
}
