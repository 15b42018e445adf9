import { fileDownload } from './fileDownload';

describe('fileDownload.save', () => {
  const createObjectURL = jest.fn(() => 'blob:fichier');
  const revokeObjectURL = jest.fn();

  beforeEach(() => {
    jest.useFakeTimers();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
  });

  it('clicks a temporary link to the file under its name, then removes it', () => {
    const clicked: { href: string; download: string; rel: string; inPage: boolean }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({
        href: this.href,
        download: this.download,
        rel: this.rel,
        inPage: document.body.contains(this),
      });
    });
    const file = new Blob(['%PDF'], { type: 'application/pdf' });
    fileDownload.save(file, 'recapitulatif.pdf');
    expect(createObjectURL).toHaveBeenCalledWith(file);
    expect(clicked).toEqual([
      { href: 'blob:fichier', download: 'recapitulatif.pdf', rel: 'noopener', inPage: true },
    ]);
    expect(document.querySelector('a')).toBeNull();
  });

  it('revokes the object URL only a moment after the click', () => {
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fileDownload.save(new Blob(['a;b']), 'bibliotheque-psi.csv');
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:fichier');
  });
});
