import { Box, Button, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import type { SolutionLink } from '@/api/floorTypes';
import { useApiUrl } from '@/lib/site/SiteContext';
import { DownloadIcon, ExternalIcon } from './icons';

export interface DocumentsTableProps {
  links: SolutionLink[];
  /** The solution's external page ('Afficher tous les documents disponibles pour ce système'). */
  wordPressUrl?: string | null;
  downloadingAll?: boolean;
  onDownloadAll: () => void;
}

/** The documents of a solution (spec 002 §2.3): a row opens its URL; 'Tout télécharger' gets the zip. */
export function DocumentsTable({
  links,
  wordPressUrl,
  downloadingAll = false,
  onDownloadAll,
}: DocumentsTableProps) {
  const apiUrl = useApiUrl();
  const anyDownloadable = links.some((link) => link.downloadable);
  const allDocumentsUrl = apiUrl(wordPressUrl);
  return (
    <Stack gap="4">
      {links.length === 0 ? (
        <Text>Aucun document n'est disponible pour cette solution.</Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Nom</Table.ColumnHeader>
                <Table.ColumnHeader>Taille</Table.ColumnHeader>
                <Table.ColumnHeader>Type</Table.ColumnHeader>
                <Table.ColumnHeader>Dernière mise à jour</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {links.map((link) => {
                const href = apiUrl(link.url);
                return (
                  <Table.Row
                    key={link.url}
                    cursor={href ? 'pointer' : undefined}
                    onClick={() => {
                      if (href) window.open(href, '_blank', 'noopener');
                    }}
                  >
                    <Table.Cell>
                      <HStack gap="2">
                        <Box
                          as="span"
                          color={link.downloadable ? 'colorPalette.fg' : 'fg.muted'}
                          title={link.downloadable ? 'Document téléchargeable' : 'Page externe'}
                        >
                          {link.downloadable ? <DownloadIcon /> : <ExternalIcon />}
                        </Box>
                        <Link
                          href={href}
                          target="_blank"
                          rel="noopener noreferrer"
                          onClick={(event) => event.stopPropagation()}
                        >
                          {link.libelle}
                          <Box as="span" srOnly>
                            {link.downloadable
                              ? ' (document téléchargeable, nouvel onglet)'
                              : ' (page externe, nouvel onglet)'}
                          </Box>
                        </Link>
                      </HStack>
                    </Table.Cell>
                    <Table.Cell>{link.prettySize}</Table.Cell>
                    <Table.Cell>{link.linkType.name}</Table.Cell>
                    <Table.Cell>{link.prettyDocumentDate}</Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <HStack gap="3" wrap="wrap">
        {anyDownloadable && (
          <Button onClick={onDownloadAll} loading={downloadingAll} loadingText="Téléchargement">
            <DownloadIcon />
            Tout télécharger
          </Button>
        )}
        {allDocumentsUrl && (
          <Button variant="outline" asChild>
            <a href={allDocumentsUrl} target="_blank" rel="noopener noreferrer">
              Afficher tous les documents disponibles pour ce système
              <ExternalIcon />
            </a>
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
