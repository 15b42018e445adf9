/**
 * The cards under a result: links to the other tools, and 'Conserver mes résultats' (save, pdf,
 * e-mail), shared by the thermal result and the environmental one.
 */
import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { AppLink } from '@/ui/link/AppLink';
import { LIBRARY_PATH } from '../resultModel';
import type { ResultHandlers } from './resultViewTypes';

/** A card that leads to another tool. */
export function LinkCard({
  title,
  text,
  href,
  label,
}: {
  title: string;
  text: string;
  href: string;
  label: string;
}) {
  return (
    <Card.Root size="sm">
      <Card.Body gap="2">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        <Text fontSize="sm">{text}</Text>
      </Card.Body>
      <Card.Footer>
        <AppLink to={href} fontWeight="medium">
          {label}
        </AppLink>
      </Card.Footer>
    </Card.Root>
  );
}

/** The card to the PSI library, under both the thermal and the environmental result. */
export function LibraryCard() {
  return (
    <LinkCard
      title="Bibliothèque de PSI"
      text="Comparez les valeurs de PSI de toutes nos solutions."
      href={LIBRARY_PATH}
      label="Consulter la bibliothèque"
    />
  );
}

/** 'Conserver mes résultats': save, download the pdf, send by e-mail (and share, for a visitor). */
export function KeepResultsCard({
  loggedIn,
  handlers,
}: {
  loggedIn: boolean;
  handlers: ResultHandlers;
}) {
  return (
    <Card.Root size="sm">
      <Card.Body gap="3">
        <Heading as="h3" size="sm">
          Conserver mes résultats
        </Heading>
        <Stack gap="2">
          <Button size="sm" onClick={handlers.onSave}>
            Sauvegarder ce résultat
          </Button>
          <Button size="sm" variant="outline" onClick={handlers.onPdf}>
            Télécharger le pdf
          </Button>
          <Button size="sm" variant="outline" onClick={handlers.onSend}>
            Envoyer par email
          </Button>
          {!loggedIn && (
            <Button size="sm" variant="plain" textDecoration="underline" onClick={handlers.onShare}>
              Partager par email sans compte
            </Button>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
