import { PAGE_FILES_ATTRIBUTE, type PageFiles } from '@/app/boot/pageFiles';
import { buildRoutes } from './buildRoutes';

/** The list of each page's chunks, as the build writes it into index.html. */
function writePageFiles(files: PageFiles) {
  const json = document.createElement('script');
  json.type = 'application/json';
  json.setAttribute(PAGE_FILES_ATTRIBUTE, '');
  json.textContent = JSON.stringify(files);
  document.body.append(json);
  return () => json.remove();
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('the routes of a site', () => {
  afterEach(() => document.head.querySelectorAll('link').forEach((link) => link.remove()));

  it('ask for all of a page’s chunks when the page is opened, then load it', async () => {
    const remove = writePageFiles({
      app: ['assets/app-1.js'],
      routes: [
        {
          path: '/mentions-legales',
          sites: ['general', 'floor', 'carbon'],
          files: ['assets/LegalNoticePage-1.js', 'assets/prose-1.js'],
        },
      ],
    });
    const register = jest.fn();
    const legal = buildRoutes('floor', register)[0]!.children!.find(
      (route) => route.path === '/mentions-legales',
    )!;
    const lazy = legal.lazy as () => Promise<{ Component: unknown }>;
    const loaded = await lazy();
    expect(preloads()).toEqual([
      '/assets/app-1.js',
      '/assets/LegalNoticePage-1.js',
      '/assets/prose-1.js',
    ]);
    expect(loaded.Component).toEqual(expect.any(Function));
    expect(register).toHaveBeenCalledWith([]);
    remove();
  });
});
