/**
 * The sites' Chakra system carries only the recipes of the components they use (src/ui/theme/
 * system.ts). A component whose recipe was left out would render without its styles, silently;
 * in the tests, the system refuses instead: asking for one of Chakra's recipes that the system
 * lacks throws, so that every component rendered by a test or a story has its recipe.
 */
import type { SystemContext } from '@chakra-ui/react/styled-system';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';

export function refuseMissingRecipes(system: SystemContext): void {
  const guard = <F extends (key: string, ...rest: never[]) => unknown>(
    lookup: F,
    has: (key: string) => boolean,
    chakraKeys: Record<string, unknown>,
  ) =>
    ((key: string, ...rest: never[]) => {
      if (key in chakraKeys && !has(key))
        throw new Error(
          `The sites' Chakra system has no recipe '${key}': add it to src/ui/theme/system.ts.`,
        );
      return lookup(key, ...rest);
    }) as F;
  system.getRecipeFn = guard(system.getRecipeFn, system.isRecipe, recipes);
  system.getSlotRecipeFn = guard(system.getSlotRecipeFn, system.isSlotRecipe, slotRecipes);
  system.getRecipe = guard(system.getRecipe, system.isRecipe, recipes);
  system.getSlotRecipe = guard(system.getSlotRecipe, system.isSlotRecipe, slotRecipes);
}
