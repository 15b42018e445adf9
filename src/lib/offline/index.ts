/** Offline: the connection's state and the save queue (docs/offline.md, "The save queue"). */
export * from './offlineSlice';
export { queueSave, requestOf, saveHandedOver, saveNotQueued, type SaveToQueue } from './queueSave';
export {
  offlineSaga,
  BACK_ONLINE_NOTICE_MS,
  QUEUED_TEXT,
  QUEUED_UNREACHED_TEXT,
  type QueueSagaOptions,
} from './queueSaga';
export { sendOrQueue, type SendOrQueueOutcome } from './sendOrQueue';
export { isNetworkFailure } from '@/api/http';
