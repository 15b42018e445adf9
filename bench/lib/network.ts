/** Lighthouse's mobile network (its "slow 4G": 150 ms of latency, 1.6 Mbit/s down), for the DevTools protocol. */
export const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
