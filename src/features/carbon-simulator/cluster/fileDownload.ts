/**
 * Saves a file in the browser: a Blob behind a temporary link. Kept behind an object so that tests
 * can watch it (jsdom does not download).
 */
export const fileDownload = {
  save(file: Blob, fileName: string): void {
    const url = URL.createObjectURL(file);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  },
};
