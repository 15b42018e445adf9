import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Said on a page whose screens are not built yet, so that a visitor is not left guessing. */
export function ToolPendingNotice({ children }: { children?: ReactNode }) {
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Bientôt disponible</Alert.Title>
        <Alert.Description>
          {children ?? 'Cet écran sera disponible prochainement.'}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
