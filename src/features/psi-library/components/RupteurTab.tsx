/**
 * One collapsible tab per rupteur (spec 001 §2.3): its name, its number of values and an
 * 'Ouvrir' / 'Fermer' button. The values render only while the tab is open.
 */
import { Box, Button, Heading, HStack, Image, Text } from '@chakra-ui/react';
import { memo, useId } from 'react';
import type { FilterChoices, LibraryRupteur, SelectedFilterValue } from '@/api/catalogueTypes';
import { useApiUrl } from '@/lib/site/SiteContext';
import { countLabel } from '../libraryModel';
import { PsiValueList } from './PsiValueList';

export interface RupteurTabProps {
  rupteur: LibraryRupteur;
  open: boolean;
  onToggle: (id: number) => void;
  characteristicsOf: Readonly<Record<string, SelectedFilterValue[]>>;
  choices: FilterChoices;
}

interface TabHeaderProps {
  rupteur: LibraryRupteur;
  open: boolean;
  onToggle: (id: number) => void;
  panelId: string;
}

/** The tab's header: it renders again only when the tab opens or closes, not on each search. */
const TabHeader = memo(function TabHeader({ rupteur, open, onToggle, panelId }: TabHeaderProps) {
  const apiUrl = useApiUrl();
  const thumb = apiUrl(rupteur.image.urlThumb);
  return (
    <HStack gap="3" p="3" justify="space-between" wrap="wrap">
      <HStack gap="3" minW="0">
        {thumb ? (
          <Image
            src={thumb}
            alt=""
            boxSize="48px"
            objectFit="contain"
            loading="lazy"
            flexShrink={0}
          />
        ) : (
          <Box boxSize="48px" flexShrink={0} />
        )}
        <Box minW="0">
          <Heading as="h3" size="sm">
            {rupteur.name}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {countLabel(rupteur.psiValuesAsArray.length)}
          </Text>
        </Box>
      </HStack>
      <Button
        size="sm"
        variant="outline"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${open ? 'Fermer' : 'Ouvrir'} ${rupteur.name}`}
        onClick={() => onToggle(rupteur.id)}
      >
        {open ? 'Fermer' : 'Ouvrir'}
      </Button>
    </HStack>
  );
});

export const RupteurTab = memo(function RupteurTab({
  rupteur,
  open,
  onToggle,
  characteristicsOf,
  choices,
}: RupteurTabProps) {
  const panelId = useId();
  return (
    <li className="library-tab" data-rupteur={rupteur.id}>
      <TabHeader rupteur={rupteur} open={open} onToggle={onToggle} panelId={panelId} />
      <div id={panelId} hidden={!open} className="library-tab-panel">
        {open && (
          <PsiValueList
            values={rupteur.psiValuesAsArray}
            characteristicsOf={characteristicsOf}
            choices={choices}
            label={`Valeurs de PSI de ${rupteur.name}`}
          />
        )}
      </div>
    </li>
  );
});

/** The styles of the tabs, set once on their list. */
export const TABS_CSS = {
  '& .library-tab': { borderWidth: '1px', rounded: 'md', bg: 'bg' },
  '& .library-tab-panel': { px: '3', pb: '2' },
  '& .library-tab-panel[hidden]': { display: 'none' },
} as const;
