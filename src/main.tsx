/**
 * Entry point: choose the site from the host name, paint the site's frame at once (StaticShell),
 * then load the app (router, store, pages and, unless VITE_MOCK_API=off, the embedded mock
 * backend) and let it take over. The first paint needs only React, Chakra and the frame.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StaticShell } from '@/app/boot/StaticShell';
import { currentSite } from '@/app/site/currentSite';
import { applySiteHead } from '@/app/site/manifest';
import { applySiteToDocument, system } from '@/ui/theme/system';

const site = currentSite();
applySiteToDocument(site);
applySiteHead(site);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);
root.render(
  <StrictMode>
    <ChakraProvider value={system}>
      <StaticShell site={site} />
    </ChakraProvider>
  </StrictMode>,
);

const { startApp } = await import('@/app/boot/startApp');
await startApp(root, site);
