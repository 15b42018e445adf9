/**
 * The thermal result itself: the PSI values, the product with its image and links, the criteria
 * that led to it, and the cards to the other tools and to keep the result.
 */
import {
  Box,
  Button,
  Grid,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ThermalHistory } from '@/api/thermalHistoryTypes';
import { useApiUrl } from '@/lib/site/SiteContext';
import { formatPsiWithUnit } from '@/lib/psiFormat';
import { PRINT_HIDE } from '@/ui/theme/print';
import {
  certificationsOf,
  ENVIRONMENT_PATH,
  imageOf,
  junctionOf,
  NO_NAME,
  QUOTE_PAGE_URL,
  shownPsiValue,
} from '../resultModel';
import { CertificationsDialog } from './CertificationsDialog';
import { CriteriaPanel } from './CriteriaPanel';
import { ImageZoom } from './ImageZoom';
import { PsiSummary } from './PsiSummary';
import { KeepResultsCard, LibraryCard, LinkCard } from './ResultCards';
import type { ResultHandlers } from './resultViewTypes';

export function ThermalResult({
  history,
  loggedIn,
  handlers,
}: {
  history: ThermalHistory;
  loggedIn: boolean;
  handlers: ResultHandlers;
}) {
  const psi = shownPsiValue(history);
  const junction = junctionOf(history);
  const name = history.rupteur?.name?.trim() || NO_NAME;
  const apiUrl = useApiUrl();
  const image = imageOf(history);
  const largeImage = apiUrl(image?.large);
  const thumbImage = apiUrl(image?.thumb) ?? largeImage;
  const productUrl = apiUrl(history.rupteur?.urlProduct);
  const referenceUrl = apiUrl(psi?.urlRefSite);
  const refined = (history.refineValues ?? []).length > 0;
  const reminder = history.filterValues.map((entry) => entry.value).join(' · ');
  return (
    <Stack gap="6">
      {psi && (
        <Stack as="header" gap="1" borderBottomWidth="1px" pb="4">
          <Heading as="h2" size="xl">
            Résultat
          </Heading>
          <Text>
            PSI moyen : <strong>{formatPsiWithUnit(psi.psiMoyen)}</strong> · about{' '}
            {formatPsiWithUnit(psi.psiAbout)} · rive {formatPsiWithUnit(psi.psiRive)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Rappel de la solution : {name}
            {reminder ? ` — ${reminder}` : ''}
          </Text>
        </Stack>
      )}
      <Grid templateColumns={{ base: '1fr', md: '1fr 2fr' }} gap="6" alignItems="start">
        <Box>
          {largeImage && thumbImage ? (
            <ImageZoom thumb={thumbImage} large={largeImage} alt={name} />
          ) : (
            <Text color="fg.muted">Pas d'image pour ce produit.</Text>
          )}
        </Box>
        <Stack gap="4">
          <Heading as="h2" size="2xl" data-testid="product-name">
            {name}
          </Heading>
          <PsiSummary psi={psi} junction={junction} refined={refined} />
          <HStack gap="3" wrap="wrap" {...PRINT_HIDE}>
            {productUrl && (
              <Link href={productUrl} target="_blank" rel="noopener noreferrer">
                Fiche produit
              </Link>
            )}
            {referenceUrl && (
              <Link href={referenceUrl} target="_blank" rel="noopener noreferrer">
                Référence chantier
              </Link>
            )}
            <CertificationsDialog certifications={certificationsOf(history)} />
            <Link
              href={QUOTE_PAGE_URL}
              target="_blank"
              rel="noopener noreferrer"
              fontWeight="semibold"
            >
              Demander un devis
            </Link>
          </HStack>
          {psi && (
            <Button alignSelf="start" onClick={handlers.onRefineOpen}>
              Évaluer les valeurs de PSI
            </Button>
          )}
        </Stack>
      </Grid>
      <CriteriaPanel
        answers={history.filterValues}
        refineValues={history.refineValues ?? []}
        hasPsi={Boolean(psi)}
        onRedefineSearch={handlers.onRedefineSearch}
        onRedefineRefine={handlers.onRefineOpen}
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" {...PRINT_HIDE}>
        <LibraryCard />
        <LinkCard
          title="Données environnementales"
          text="Consultez les fiches FDES de nos poutrelles, prédalles et prémurs."
          href={ENVIRONMENT_PATH}
          label="Voir les données environnementales"
        />
        <KeepResultsCard loggedIn={loggedIn} handlers={handlers} />
      </SimpleGrid>
    </Stack>
  );
}
