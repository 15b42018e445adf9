/**
 * The tabs of one site tell each other about a logout (BroadcastChannel, same origin only), so that
 * every open tab shows the visitor as logged out at once, not only after its next page load.
 */
import { eventChannel, type EventChannel } from 'redux-saga';
import { eventTargetChannel } from '@/lib/sagas/eventTargetChannel';

const CHANNEL_NAME = 'rupteo-session';

export type SessionTabMessage = 'loggedOut';

/** Outside a browser (Node), a listening channel would keep the process alive. */
function unref(channel: BroadcastChannel): void {
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
}

function openChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  unref(channel);
  return channel;
}

/** Tells the site's tabs (this one's listener hears it too). */
export function tellOtherTabs(message: SessionTabMessage): void {
  const channel = openChannel();
  if (!channel) return;
  channel.postMessage(message);
  channel.close();
}

/** The messages of the site's other tabs, as a saga channel (closed with the channel). */
export function otherTabsMessages(): EventChannel<SessionTabMessage> {
  const channel = openChannel();
  if (!channel) return eventChannel<SessionTabMessage>(() => () => undefined);
  const messages = eventTargetChannel<SessionTabMessage>(
    channel,
    ['message'],
    (event) => ((event as MessageEvent<unknown>).data === 'loggedOut' ? 'loggedOut' : null),
    () => channel.close(),
  );
  // Node's channel holds the process again once a message listener is added.
  unref(channel);
  return messages;
}
