/**
 * What the tests of the shell picker share: a page as the build writes it, an address, the inline
 * script's choice of frame for a tab, an empty tab, the text #root shows.
 */
import { tabSite } from '@/lib/site/tabSite';
import { showPrerenderedShell } from './shellPicker';

/** A page as the build writes it: #root, then one template per site and page kind. */
export function builtPage(): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const frames: [string, string][] = [
    ['general /', 'Accueil général'],
    ['general /bibliotheque', 'Bibliothèque de PSI'],
    ['general /bibliotheque#/results/', 'Résultats de la bibliothèque'],
    ['general *', 'Page du site général'],
    ['floor /', 'Accueil plancher'],
    ['floor /configurer-un-plancher/', 'Configurateur'],
    ['floor *', 'Page du site plancher'],
    ['carbon /', 'Accueil carbone'],
    ['carbon /simuler-mon-empreinte-carbone/', 'Simulateur'],
    ['carbon *', 'Page du site carbone'],
  ];
  doc.body.innerHTML =
    '<div id="root"></div>' +
    frames
      .map(([key, text]) => `<template data-shell="${key}"><h1>${text}</h1></template>`)
      .join('');
  return doc;
}

export function at(url: string): Location {
  const { hostname, pathname, search, hash } = new URL(url);
  return { hostname, pathname, search, hash } as Location;
}

/** What the inline script does for a tab at `url`. */
export function showPrerenderedShellAt(doc: Document, url: string, tab: Storage): boolean {
  return showPrerenderedShell(tabSite(at(url), tab), at(url), doc);
}

export function emptyTab(): Storage {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  } as Storage;
}

export const shown = (doc: Document) => doc.getElementById('root')!.textContent;
