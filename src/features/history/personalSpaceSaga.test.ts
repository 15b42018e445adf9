import { runSaga } from 'redux-saga';
import { NETWORK_ERROR_MESSAGE, type ApiClient, type ApiResult } from '@/api/http';
import { resolveSite } from '@/config/sites';
import { verifyTokenAtStart } from './personalSpaceSaga';

/** Runs the start of the general site's personal space with the API answering `result`. */
async function openWith(result: ApiResult) {
  const navigate = jest.fn();
  const api: ApiClient = {
    baseURL: '',
    request: jest.fn(async () => result) as ApiClient['request'],
  };
  await runSaga(
    {
      context: { api, site: resolveSite({ host: 'localhost' }), navigate },
      dispatch: () => undefined,
      getState: () => ({}),
    },
    verifyTokenAtStart,
  ).toPromise();
  return navigate;
}

describe('the personal space of the general site at its start', () => {
  it('stays when the token is verified', async () => {
    expect(
      await openWith({ status: 200, isPublic: false, body: { success: true } }),
    ).not.toHaveBeenCalled();
  });

  it('sends the user home when the server refuses the token', async () => {
    expect(
      await openWith({ status: 200, isPublic: false, body: { success: false, message: 'Non' } }),
    ).toHaveBeenCalledWith('/');
  });

  it('stays when no answer comes (offline): the lists kept from the last visit show', async () => {
    expect(
      await openWith({
        status: 0,
        isPublic: false,
        body: { success: false, error: NETWORK_ERROR_MESSAGE },
      }),
    ).not.toHaveBeenCalled();
  });
});
