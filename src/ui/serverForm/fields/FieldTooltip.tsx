import { Box, IconButton, Image, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import type { FieldDefinition } from '@/api/formDefinitionTypes';
import { useApiUrl } from '@/lib/site/SiteContext';

/** The tooltip button and its popover: one section per entry, with title, content and image. */
export function FieldTooltip({ field }: { field: FieldDefinition }) {
  const apiUrl = useApiUrl();
  const entries = field.tooltip ?? [];
  if (entries.length === 0) return null;
  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <IconButton
          size="2xs"
          variant="ghost"
          rounded="full"
          aria-label={`Aide : ${field.label}`}
          marginInlineStart="1"
          verticalAlign="middle"
        >
          <Box as="span" aria-hidden="true" fontWeight="bold" fontSize="sm">
            ?
          </Box>
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxWidth="min(26rem, calc(100vw - 2rem))" aria-label={field.label}>
            <Popover.Arrow />
            <Popover.Body>
              <Stack gap="4">
                {entries.map((entry, index) => {
                  const image = apiUrl(entry.image);
                  return (
                    <Stack key={`${entry.title ?? ''}-${index}`} gap="2">
                      {entry.title && (
                        <Text fontWeight="semibold" textStyle="sm">
                          {entry.title}
                        </Text>
                      )}
                      {entry.content && <Text textStyle="sm">{entry.content}</Text>}
                      {image && (
                        <Image
                          src={image}
                          alt={entry.title ?? field.label}
                          maxWidth="full"
                          loading="lazy"
                        />
                      )}
                    </Stack>
                  );
                })}
              </Stack>
            </Popover.Body>
            <Popover.CloseTrigger asChild position="absolute" top="1" insetEnd="1">
              <IconButton size="2xs" variant="ghost" aria-label="Fermer l’aide">
                <Box as="span" aria-hidden="true">
                  ×
                </Box>
              </IconButton>
            </Popover.CloseTrigger>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
