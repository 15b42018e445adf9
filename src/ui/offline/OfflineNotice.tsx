/**
 * The connection's banner: while offline, that saves wait for the network; when it is back,
 * 'Connexion rétablie' for a few seconds. The live region is always there (empty when all is well),
 * so that a screen reader announces each change.
 */
import { Box } from '@chakra-ui/react/box';

export const OFFLINE_TEXT =
  'Vous êtes hors ligne : vos enregistrements seront envoyés au retour du réseau.';
export const BACK_ONLINE_TEXT = 'Connexion rétablie';

export type ConnectionNotice = 'offline' | 'back' | null;

export function OfflineNotice({ notice }: { notice: ConnectionNotice }) {
  return (
    <Box role="status" aria-live="polite" aria-atomic="true">
      {notice && (
        <Box
          px="4"
          py="2"
          textAlign="center"
          fontSize="sm"
          fontWeight="medium"
          bg={notice === 'offline' ? 'orange.subtle' : 'green.subtle'}
          color={notice === 'offline' ? 'orange.fg' : 'green.fg'}
          borderBottomWidth="1px"
          borderColor={notice === 'offline' ? 'orange.muted' : 'green.muted'}
        >
          {notice === 'offline' ? OFFLINE_TEXT : BACK_ONLINE_TEXT}
        </Box>
      )}
    </Box>
  );
}
