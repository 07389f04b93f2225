import { tokenStore } from '../../../lib/token-store.ts';
import { ApiError } from '../../../lib/api-client.ts';

/** Fetches a CSV or PDF with the bearer token and hands it to the browser as a download. */
export async function downloadReport(path: string, fallbackName: string): Promise<void> {
  const token = tokenStore.get();
  const response = await fetch(`/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new ApiError(response.status, { message: await response.text() });
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
