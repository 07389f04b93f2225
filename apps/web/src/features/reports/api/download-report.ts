import { api } from '../../../lib/api-client.ts';

/** Fetches a CSV or PDF with the bearer token and hands it to the browser as a download. */
export async function downloadReport(path: string, fallbackName: string): Promise<void> {
  const file = await api.file(path);
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
