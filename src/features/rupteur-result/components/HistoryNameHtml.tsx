import { Box } from '@chakra-ui/react';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Inline markup a saved name may keep; everything else (scripts, images, handlers) is removed. */
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 'br', 'span', 'small', 'sub', 'sup'];

/**
 * The saved name as HTML, sanitised (spec §2.1: "the name is shown as HTML"). When nothing readable
 * is left after sanitising ('<img src=x onerror=alert(1)>'), the name is shown as plain text.
 */
export function sanitizeName(name: string): string {
  return DOMPurify.sanitize(name, { ALLOWED_TAGS, ALLOWED_ATTR: [] });
}

export function HistoryNameHtml({ name }: { name: string }) {
  const clean = useMemo(() => sanitizeName(name), [name]);
  const readable = clean.replace(/<[^>]*>/g, '').trim() !== '';
  if (!readable) {
    return (
      <Box as="span" data-testid="history-name">
        {name}
      </Box>
    );
  }
  return <Box as="span" data-testid="history-name" dangerouslySetInnerHTML={{ __html: clean }} />;
}
