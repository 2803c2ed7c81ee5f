/** Hands a file to the browser's downloads; answers its object URL (revoke it when done). */
export function downloadFile(content: string | Uint8Array, name: string, type: string): string {
  const url = URL.createObjectURL(new Blob([content as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  return url;
}
