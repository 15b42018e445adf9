/**
 * The mark of the app's start on `<html>` (set by AppStartedMark): a module without imports, so
 * that the page's inline script reads it without bundling React.
 */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';
