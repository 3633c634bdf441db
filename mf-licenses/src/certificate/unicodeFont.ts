// DejaVu Sans (free license, see README): Latin, Greek, Cyrillic and more, for names that the
// PDF's standard fonts cannot draw. Emitted as a file of its own and fetched only when needed.
import dejaVuSansUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';

export async function loadDejaVuSans(): Promise<ArrayBuffer> {
  const response = await fetch(dejaVuSansUrl);
  if (!response.ok) throw new Error(`DejaVu Sans: HTTP ${response.status}`);
  return response.arrayBuffer();
}
