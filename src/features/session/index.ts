/** The session, shared by every feature: who is logged in, calls to the API, login continuation. */
export * from './sessionSlice';
export type { SessionUser } from './sessionTypes';
export { callApi, sessionExpired, type ApiOperation } from './callApi';
export {
  apiCall,
  loginGatedCall,
  type ApiCall,
  type LoginGate,
  type LoginGatedCallOptions,
} from './loginGatedCall';
export {
  requireLogin,
  LOGIN_CONTINUATION_DELAY_MS,
  LOGIN_CONTINUATION_EMAIL_DELAY_MS,
} from './requireLogin';
export {
  deleteThenReload,
  DELETE_CONFIRM_MESSAGE,
  type DeleteThenReloadOptions,
} from './deleteThenReload';
export { selectBearerToken } from './bearerToken';
export { startReadingStoredSession } from './sessionStorage';
export { updateSessionUser, loginAs } from './sessionUserSagas';
export { createSsoState } from './ssoState';
export { fromAccountUser, fromGeneralUser } from './toSessionUser';
export { PARTNER_NAME, PARTNER_EMAIL_DOMAIN, isPartnerEmail } from '@/config/partner';
