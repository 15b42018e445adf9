/**
 * The files of a build and every file they import statically, transitively: what loads with them.
 * Shared by the build (build/prerenderedShell.ts, the chunks each page needs) and the budget (bench/lib).
 */
export function staticClosure(
  files: Iterable<string>,
  importsOf: (file: string) => readonly string[] | undefined,
): Set<string> {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(importsOf(file) ?? []));
  }
  return seen;
}
