/**
 * Marks the document once the app has replaced the frame: `<html data-app-started>`, set by an
 * effect of the app's root render, so after its first commit. The frame painted before the app's
 * code runs looks like the app (header, headings), so what waits for the app itself (the browser
 * journeys' `openSite`, e2e/support/fixtures.ts) waits for this mark. It is never set when the app
 * failed to load (the frame stays, with its message).
 */
import { useEffect } from 'react';
import { APP_STARTED_ATTRIBUTE } from './appStarted';

export { APP_STARTED_ATTRIBUTE };

export function AppStartedMark(): null {
  useEffect(() => {
    document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
  }, []);
  return null;
}
