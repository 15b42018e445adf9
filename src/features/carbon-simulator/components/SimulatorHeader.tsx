import { Box, Flex, IconButton, Text } from '@chakra-ui/react';
import { SITE_TEXT } from '@/config/sites';
import { previewSlot } from '@/ui/formPreview/previewSlots';
import { SiteLogo } from '@/ui/logo/SiteLogo';
import { PRINT_HIDE } from '@/ui/theme/print';

export interface SimulatorHeaderProps {
  /** The host contains the brand marker: the partner variant of the logo. */
  carbonBrand: boolean;
  /** Titles of the three stages: the two form steps from the server, then 'Résultats'. */
  stepTitles: [string, string, string];
  currentStep: 1 | 2 | 3;
  onExit: () => void;
  /** Drawn in the page's first paint: the form steps' titles are places to fill (previewSlots.ts). */
  inFrame?: boolean;
}

/** The simulator's header (spec 002 §2.5): logo, three-stage progress bar, close button. */
export function SimulatorHeader({
  carbonBrand,
  stepTitles,
  currentStep,
  onExit,
  inFrame,
}: SimulatorHeaderProps) {
  return (
    <Box
      as="header"
      borderBottomWidth="1px"
      bg="bg"
      paddingY="3"
      paddingX={{ base: '3', md: '6' }}
      {...PRINT_HIDE}
    >
      <Flex align="center" gap={{ base: '2', md: '6' }} wrap={{ base: 'wrap', md: 'nowrap' }}>
        <Box
          as="button"
          onClick={onExit}
          aria-label={`Quitter le ${SITE_TEXT.carbon.name.toLowerCase()}`}
          borderRadius="md"
          _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.solid' }}
        >
          <SiteLogo site="carbon" carbonBrand={carbonBrand} decorative />
        </Box>
        <Box
          as="nav"
          aria-label="Étapes de la simulation"
          flex="1"
          order={{ base: 3, md: 2 }}
          minW={{ base: 'full', md: '0' }}
        >
          <Flex as="ol" gap="2" listStyleType="none" margin="0" padding="0">
            {stepTitles.map((title, index) => {
              const number = index + 1;
              const state =
                number < currentStep ? 'done' : number === currentStep ? 'current' : 'todo';
              return (
                <Box
                  as="li"
                  key={number}
                  flex="1"
                  minW="0"
                  aria-current={state === 'current' ? 'step' : undefined}
                  data-state={state}
                >
                  <Box
                    height="1.5"
                    borderRadius="full"
                    bg={state === 'todo' ? 'bg.emphasized' : 'colorPalette.solid'}
                    aria-hidden="true"
                  />
                  <Text
                    textStyle="sm"
                    marginTop="1"
                    fontWeight={state === 'current' ? 'semibold' : 'normal'}
                    color={state === 'todo' ? 'fg.muted' : 'fg'}
                    truncate
                  >
                    {`${number}. `}
                    <span {...(number < 3 ? previewSlot(`step-${number as 1 | 2}`, inFrame) : {})}>
                      {title}
                    </span>
                    {state === 'done' && (
                      <Box as="span" srOnly>
                        {' '}
                        (terminée)
                      </Box>
                    )}
                  </Text>
                </Box>
              );
            })}
          </Flex>
        </Box>
        <IconButton
          order={{ base: 2, md: 3 }}
          marginInlineStart="auto"
          variant="ghost"
          aria-label="Fermer le simulateur"
          onClick={onExit}
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" fill="none" />
          </svg>
        </IconButton>
      </Flex>
    </Box>
  );
}
