/** 'en attente': a save kept on the device, to be sent when the network returns. */
import { Badge } from '@chakra-ui/react/badge';

export const PENDING_TEXT = 'en attente';
export const PENDING_HINT = 'Enregistré sur cet appareil : sera envoyé au retour du réseau.';

export function PendingMark() {
  return (
    <Badge colorPalette="orange" variant="subtle" title={PENDING_HINT} data-testid="pending-save">
      {PENDING_TEXT}
    </Badge>
  );
}
