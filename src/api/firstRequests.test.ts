import { FLOOR_FORM_REQUEST, SIMULATOR_FORM_REQUEST } from './firstRequests';

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
