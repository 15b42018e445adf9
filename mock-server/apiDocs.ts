/**
 * Reads the API documents (docs/api.md and the per-domain docs/api/*.md) for the tests that keep
 * the handlers and the provider states in step with what is documented. Node-only.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const DOCS = path.resolve(__dirname, '../docs');

export function apiDocuments(): string[] {
  const domain = path.join(DOCS, 'api');
  const extra = (existsSync(domain) ? readdirSync(domain) : [])
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => readFileSync(path.join(domain, name), 'utf8'));
  return [readFileSync(path.join(DOCS, 'api.md'), 'utf8'), ...extra];
}

/** 'METHOD /path' of every operation written in backquotes, the development aids excepted. */
export function documentedOperations(): Set<string> {
  return new Set(
    apiDocuments()
      .flatMap((doc) =>
        [...doc.matchAll(/`((?:GET|POST|PUT|DELETE) \/[^`\s]*)`/g)].map((match) => match[1]!),
      )
      .filter((operation) => !operation.includes(' /__mock/')),
  );
}

/** The provider states named in the first column of each document's state table. */
export function documentedProviderStates(): string[] {
  return apiDocuments().flatMap((doc) => {
    const start = doc.search(/^\|\s*state\s*\|/m);
    if (start === -1) return [];
    const end = doc.indexOf('\n\n', start);
    const table = doc.slice(start, end === -1 ? undefined : end);
    return [...table.matchAll(/^\|\s*`([^`]+)`\s*\|/gm)].map((match) => match[1]!);
  });
}
