import { Box, Flex, IconButton, chakra } from '@chakra-ui/react';
import { memo } from 'react';
import { previewSlot } from '@/ui/formPreview/previewSlots';
import { SiteLogo } from '@/ui/logo/SiteLogo';
import { CLOSE_LABEL, LOGO_LABEL, PROGRESS_LABEL } from './configuratorTexts';
import { PRINT_HIDE } from '@/ui/theme/print';

export interface ConfiguratorHeaderProps {
  /** The titles of the three steps ('Résultats' last). */
  titles: string[];
  /** The current step, 1-based. */
  current: number;
  /** The logo and the close icon open the exit confirmation. */
  onExit: () => void;
  /** Drawn in the page's first paint: the form steps' titles are places to fill (previewSlots.ts). */
  inFrame?: boolean;
}

const Ol = chakra('ol');
const Li = chakra('li');

/**
 * The configurator's own header (spec 002 §2.1): logo, progress steps, close icon. Memoised: an
 * answer does not render it again (its many responsive Chakra elements cost on a phone's core).
 */
export const ConfiguratorHeader = memo(function ConfiguratorHeader({
  titles,
  current,
  onExit,
  inFrame,
}: ConfiguratorHeaderProps) {
  return (
    <Flex
      as="header"
      align="center"
      gap={{ base: '2', md: '4' }}
      wrap="wrap"
      py="3"
      px={{ base: '3', md: '6' }}
      borderBottomWidth="1px"
      bg="bg"
      {...PRINT_HIDE}
    >
      <chakra.button
        type="button"
        onClick={onExit}
        aria-label={LOGO_LABEL}
        borderRadius="md"
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
      >
        <SiteLogo site="floor" decorative />
      </chakra.button>
      <Box
        as="nav"
        aria-label={PROGRESS_LABEL}
        flex={{ base: '1 0 100%', md: '1' }}
        minW="0"
        order={{ base: 3, md: 0 }}
      >
        <Ol
          display="flex"
          gap={{ base: '2', md: '4' }}
          m="0"
          p="0"
          listStyleType="none"
          justifyContent="center"
        >
          {titles.map((title, index) => {
            const step = index + 1;
            const state = step < current ? 'done' : step === current ? 'current' : 'todo';
            return (
              <Li
                key={title + step}
                aria-current={state === 'current' ? 'step' : undefined}
                display="flex"
                alignItems="center"
                gap="2"
                fontSize={{ base: 'xs', md: 'sm' }}
                fontWeight={state === 'current' ? 'semibold' : 'normal'}
                color={state === 'todo' ? 'fg.muted' : 'fg'}
              >
                <Box
                  as="span"
                  aria-hidden="true"
                  display="inline-flex"
                  alignItems="center"
                  justifyContent="center"
                  boxSize="6"
                  borderRadius="full"
                  borderWidth="2px"
                  borderColor={state === 'todo' ? 'border' : 'colorPalette.solid'}
                  bg={state === 'current' ? 'colorPalette.solid' : 'transparent'}
                  color={state === 'current' ? 'colorPalette.contrast' : 'inherit'}
                  fontSize="xs"
                >
                  {step}
                </Box>
                <span>
                  <chakra.span srOnly>{`Étape ${step} sur ${titles.length} : `}</chakra.span>
                  <span {...(step < 3 ? previewSlot(`step-${step as 1 | 2}`, inFrame) : {})}>
                    {title}
                  </span>
                  {state === 'done' && <chakra.span srOnly> (terminée)</chakra.span>}
                </span>
              </Li>
            );
          })}
        </Ol>
      </Box>
      <IconButton aria-label={CLOSE_LABEL} variant="ghost" onClick={onExit} ms="auto">
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path
            d="M5 5l10 10M15 5L5 15"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </IconButton>
    </Flex>
  );
});
