/**
 * Saves a file in the browser: a Blob behind a temporary `<a download>` link. Kept behind an object
 * so that tests can watch it (jsdom does not download). The app's one way to save a file: the
 * server's PDF recaps and documents (carbon cluster, floor solutions), the spreadsheet exports
 * (./exportFile.ts) and the PSI library's CSV.
 */
export const fileDownload = {
  save(file: Blob, fileName: string): void {
    const url = URL.createObjectURL(file);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked later: some browsers read the URL after the click returns.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  },
};
