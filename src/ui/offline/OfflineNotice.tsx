/**
 * The connection's banner: while the browser is offline, or while the server does not answer, that
 * saves wait; when it is back, 'Connexion rétablie' for a few seconds. The live region is always
 * there (empty when all is well), so that a screen reader announces each change.
 */
import { Box } from '@chakra-ui/react/box';

export const OFFLINE_TEXT =
  'Vous êtes hors ligne : vos enregistrements seront envoyés au retour du réseau.';
/** The browser online, the server without answer (project-defined, docs/deviations.md). */
export const UNREACHED_TEXT =
  "Le serveur ne répond pas : vos enregistrements seront envoyés dès qu'il répondra.";
export const BACK_ONLINE_TEXT = 'Connexion rétablie';

export type ConnectionNotice = 'offline' | 'unreached' | 'back' | null;

const TEXTS: Record<NonNullable<ConnectionNotice>, string> = {
  offline: OFFLINE_TEXT,
  unreached: UNREACHED_TEXT,
  back: BACK_ONLINE_TEXT,
};

export function OfflineNotice({ notice }: { notice: ConnectionNotice }) {
  const palette = notice === 'back' ? 'green' : 'orange';
  return (
    <Box role="status" aria-live="polite" aria-atomic="true">
      {notice && (
        <Box
          px="4"
          py="2"
          textAlign="center"
          fontSize="sm"
          fontWeight="medium"
          bg={`${palette}.subtle`}
          color={`${palette}.fg`}
          borderBottomWidth="1px"
          borderColor={`${palette}.muted`}
        >
          {TEXTS[notice]}
        </Box>
      )}
    </Box>
  );
}
