/**
 * The reference of the JavaScript budget: a bare React + Chakra page built with the app's toolchain
 * (see bench/reference/vite.config.ts). Every first page of the app is compared with it.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ReferencePage } from './ReferencePage';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ReferencePage />
  </StrictMode>,
);
