import { Box, Image } from '@chakra-ui/react';
import { useState } from 'react';
import { FormDialog } from '@/ui/dialog/FormDialog';
import { PRINT_SHOW } from '@/ui/theme/print';

export interface ImageZoomProps {
  thumb: string;
  large: string;
  alt: string;
}

/** The product picture; a click (or Enter) shows it large in a dialog. */
export function ImageZoom({ thumb, large, alt }: ImageZoomProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Box
        as="button"
        {...PRINT_SHOW}
        onClick={() => setOpen(true)}
        aria-label={`Agrandir l'image : ${alt}`}
        cursor="zoom-in"
        borderRadius="md"
        overflow="hidden"
        borderWidth="1px"
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
      >
        <Image src={thumb} alt={alt} maxH="240px" objectFit="contain" mx="auto" />
      </Box>
      <FormDialog open={open} title={alt} onClose={() => setOpen(false)} size="xl">
        <Image src={large} alt={alt} w="100%" objectFit="contain" />
      </FormDialog>
    </>
  );
}
