/**
 * 'Nouvelle version disponible': a new build of the site has been deployed and its service worker
 * waits (src/app/offline/). 'Recharger' lets it take over and reloads the page on the new code, so
 * that nobody stays on an old version. Project-defined texts.
 */
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Portal } from '@chakra-ui/react/portal';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { usePendingUpdate } from '@/app/offline/pendingUpdate';

export const UPDATE_AVAILABLE_TEXT = 'Nouvelle version disponible';
export const UPDATE_RELOAD_LABEL = 'Recharger';

/** The prompt itself: a message and its button, at the bottom of the window. */
export function UpdatePromptView({ onReload }: { onReload: () => void }) {
  const [reloading, setReloading] = useState(false);
  return (
    <Box
      as="aside"
      aria-label={UPDATE_AVAILABLE_TEXT}
      position="fixed"
      bottom="3"
      right="3"
      zIndex="toast"
      maxW="calc(100vw - 1.5rem)"
      p="3"
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderRadius="l2"
      boxShadow="lg"
    >
      <HStack gap="4" role="status">
        <Text fontWeight="medium">{UPDATE_AVAILABLE_TEXT}</Text>
        <Button
          size="sm"
          loading={reloading}
          loadingText={UPDATE_RELOAD_LABEL}
          onClick={() => {
            setReloading(true);
            onReload();
          }}
        >
          {UPDATE_RELOAD_LABEL}
        </Button>
      </HStack>
    </Box>
  );
}

/** Shown when a new version waits (nothing otherwise). */
export function UpdatePrompt() {
  const activate = usePendingUpdate();
  if (!activate) return null;
  return (
    <Portal>
      <UpdatePromptView onReload={activate} />
    </Portal>
  );
}
