/** Hands a downloaded file to the browser as a download with its name, then lets its memory go. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has started the download (it reads the URL on the click's task).
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
