import { Box, type BoxProps } from '@chakra-ui/react/box';
import type { SiteId } from '@/config/sites';

export interface SiteLogoProps extends BoxProps {
  site: SiteId;
  /** Carbon site on a host with the brand marker: the partner variant of the logo. */
  carbonBrand?: boolean;
  /** The site's name is written next to the logo: the picture is then hidden from assistive technologies. */
  decorative?: boolean;
}

const LABEL: Record<SiteId, string> = {
  general: 'Rupteo, rupteurs thermiques',
  floor: 'Configurateur de planchers',
  carbon: "Simulateur d'empreinte carbone",
};

/** The logo of each site, drawn in its palette. */
export function SiteLogo({
  site,
  carbonBrand = false,
  decorative = false,
  ...props
}: SiteLogoProps) {
  const label =
    site === 'carbon' && carbonBrand ? `${LABEL.carbon}, édition Batiprime` : LABEL[site];
  return (
    <Box
      as="span"
      data-logo={site === 'carbon' && carbonBrand ? 'carbon-brand' : site}
      display="inline-flex"
      alignItems="center"
      gap="2"
      color="colorPalette.solid"
      {...props}
    >
      <svg
        width="40"
        height="40"
        viewBox="0 0 40 40"
        {...(decorative
          ? { 'aria-hidden': true, focusable: false }
          : { role: 'img', 'aria-label': label })}
      >
        <rect width="40" height="40" rx="8" fill="currentColor" />
        {site === 'general' && (
          <path d="M8 28h24M8 20h10l4-8 4 16 4-8h2" stroke="#fff" strokeWidth="3" fill="none" />
        )}
        {site === 'floor' && (
          <path
            d="M6 26h28M6 30h28M10 26v-8h20v8M14 18v8M20 18v8M26 18v8"
            stroke="#fff"
            strokeWidth="2.5"
            fill="none"
          />
        )}
        {site === 'carbon' && (
          <path
            d={
              carbonBrand
                ? 'M20 7c-8 6-10 14-6 20 3 4 9 4 12 0 4-6 2-14-6-20zM20 33V19'
                : 'M12 28c0-10 8-16 18-18-2 10-8 18-18 18zM12 28l8-8'
            }
            stroke="#fff"
            strokeWidth="2.5"
            fill="none"
          />
        )}
      </svg>
    </Box>
  );
}
