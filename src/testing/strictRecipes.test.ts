import { siteSystem } from '@/ui/theme/system';

describe('the recipes of the sites’ Chakra system in the tests', () => {
  it('refuses one of Chakra’s recipes that the system left out', () => {
    expect(() => siteSystem().getSlotRecipeFn('accordion')).toThrow(
      "The sites' Chakra system has no recipe 'accordion'",
    );
    expect(() => siteSystem().getRecipeFn('kbd')).toThrow("no recipe 'kbd'");
  });

  it('gives those it has, and the keys that Chakra’s theme has no recipe for either', () => {
    expect(siteSystem().getRecipeFn('button')).toEqual(expect.any(Function));
    expect(siteSystem().getSlotRecipeFn('dialog')).toEqual(expect.any(Function));
    expect(siteSystem().getRecipeFn('text')).toEqual(expect.any(Function));
  });
});
