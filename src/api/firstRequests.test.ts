import {
  FLOOR_FORM_REQUEST,
  HISTORY_FIRST_REQUESTS,
  SIMULATOR_FORM_REQUEST,
} from './firstRequests';
import { OPERATIONS } from './operationTable';
import { reusedAs } from './operations';

const steps = [
  { step: 1, title: 'Votre projet', description: 'Situez votre projet.', fields: [] },
  { step: 2, title: 'Votre plancher', fields: [] },
];

describe('the preview of a form in the answer of a first request', () => {
  it('reads the floor configurator’s form as the configurator does (success, datas.status 200)', () => {
    expect(
      FLOOR_FORM_REQUEST.previewOf({ success: true, datas: { status: '200', formArray: steps } }),
    ).toEqual({
      stepTitles: ['Votre projet', 'Votre plancher'],
      title: 'Votre projet',
      description: 'Situez votre projet.',
    });
    expect(
      FLOOR_FORM_REQUEST.previewOf({ success: true, datas: { status: '500', formArray: steps } }),
    ).toBeNull();
    expect(
      FLOOR_FORM_REQUEST.previewOf({ success: false, datas: { formArray: steps } }),
    ).toBeNull();
    expect(
      FLOOR_FORM_REQUEST.previewOf({ success: true, datas: { status: '200', formArray: [] } }),
    ).toBeNull();
  });

  it('reads the carbon simulator’s form as the simulator does (success, formArray)', () => {
    expect(
      SIMULATOR_FORM_REQUEST.previewOf({ success: true, status: 200, formArray: steps }),
    ).toEqual({
      stepTitles: ['Votre projet', 'Votre plancher'],
      title: 'Votre projet',
      description: 'Situez votre projet.',
    });
    expect(SIMULATOR_FORM_REQUEST.previewOf({ success: false, formArray: steps })).toBeNull();
  });

  it('gives nothing for a body that holds no form, and empty texts for missing ones', () => {
    for (const body of [
      undefined,
      null,
      'Bad gateway',
      { success: true },
      { success: true, formArray: [] },
    ])
      expect(SIMULATOR_FORM_REQUEST.previewOf(body)).toBeNull();
    expect(
      SIMULATOR_FORM_REQUEST.previewOf({ success: true, formArray: [null, { title: 3 }] }),
    ).toEqual({
      stepTitles: ['', ''],
      title: '',
      description: '',
    });
  });
});

describe('the first requests and the table of operations (operations.ts)', () => {
  it('sends early exactly the operations the table marks early', () => {
    const sent = [
      `GET ${FLOOR_FORM_REQUEST.path}`,
      `GET ${SIMULATOR_FORM_REQUEST.path}`,
      ...Object.values(HISTORY_FIRST_REQUESTS).map(({ method, url }) => `${method} ${url}`),
    ];
    const early = OPERATIONS.filter((operation) => reusedAs(operation, 'early')).map(
      ({ method, path }) => `${method} ${path}`,
    );
    expect([...new Set(sent)].sort()).toEqual([...early].sort());
  });

  it('sends the forms’ requests without a token, and each history list with one', () => {
    const callerOf = (method: string, path: string) =>
      OPERATIONS.find((operation) => operation.method === method && operation.path === path)
        ?.caller;
    expect(callerOf('GET', FLOOR_FORM_REQUEST.path)).toBe('public');
    expect(callerOf('GET', SIMULATOR_FORM_REQUEST.path)).toBe('public');
    for (const { method, url } of Object.values(HISTORY_FIRST_REQUESTS))
      expect(callerOf(method, url)).toBe('user');
  });
});
