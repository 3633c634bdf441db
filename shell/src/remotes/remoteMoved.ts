import { entryOf } from './remoteLoader';
import { fetchRemotesDocument } from './remotesDocument';

/** Whether the site deployed since this page loaded has moved this remote elsewhere. */
export async function remoteMoved(remote: string): Promise<boolean> {
  try {
    const current = await fetchRemotesDocument();
    return current.entries[remote] !== undefined && current.entries[remote] !== entryOf(remote);
  } catch {
    return false;
  }
}
