import { resultsPathOf } from './libraryHash';
import { opensAtStart } from '@/ui/libraryFrame/libraryFrame';

describe('the screen a page load opens the PSI library at', () => {
  it('is the start screen, unless the link is to results', () => {
    expect(opensAtStart('')).toBe(true);
    expect(opensAtStart('#/')).toBe(true);
    expect(opensAtStart('#/results/eyIxIjpbMl19')).toBe(false);
  });

  it('knows the results links the library writes', () => {
    expect(opensAtStart(`#${resultsPathOf({ '1': [2] })}`)).toBe(false);
    expect(opensAtStart(`#${resultsPathOf({})}`)).toBe(true);
  });
});
