import { currentSite } from './currentSite';

function locationOf(url: string): Location {
  return new URL(url) as unknown as Location;
}

describe('the site of a tab', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps the ?site= choice for the rest of the tab', () => {
    expect(currentSite(locationOf('http://localhost/?site=floor')).id).toBe('floor');
    expect(currentSite(locationOf('http://localhost/inscription')).id).toBe('floor');
  });

  it('follows the host name when no choice was made', () => {
    expect(currentSite(locationOf('http://carbone.localhost/')).id).toBe('carbon');
  });

  it('on a production host, ?site= chooses nothing, now or later in the tab', () => {
    expect(currentSite(locationOf('https://www.rupteo.fr/?site=carbon')).id).toBe('general');
    expect(window.sessionStorage.length).toBe(0);
    expect(currentSite(locationOf('https://www.simulateur-carbone.fr/?site=floor')).id).toBe(
      'carbon',
    );
  });
});
