/** The connection's banner of every page (src/ui/offline/OfflineNotice.tsx), from the store. */
import { useAppSelector } from '@/app/hooks';
import { selectBackOnline, selectConnection } from '@/lib/offline/offlineSlice';
import { OfflineNotice } from '@/ui/offline/OfflineNotice';

export function OfflineBanner() {
  const connection = useAppSelector(selectConnection);
  const back = useAppSelector(selectBackOnline);
  return <OfflineNotice notice={connection !== 'online' ? connection : back ? 'back' : null} />;
}
