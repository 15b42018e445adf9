/** The connection's banner of every page (src/ui/offline/OfflineNotice.tsx), from the store. */
import { useAppSelector } from '@/app/hooks';
import { selectBackOnline, selectIsOffline } from '@/lib/offline/offlineSlice';
import { OfflineNotice } from '@/ui/offline/OfflineNotice';

export function OfflineBanner() {
  const offline = useAppSelector(selectIsOffline);
  const back = useAppSelector(selectBackOnline);
  return <OfflineNotice notice={offline ? 'offline' : back ? 'back' : null} />;
}
