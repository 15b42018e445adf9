import { actionsOfAnswer } from './floorAnswerActions';
import { continuityAnswered, infillsAsked, serverErrorCleared } from './floorConfiguratorSlice';

const VALUES = { zipCode: '69003', continuity: 'true', continuityWidth: '30', entrevous: 'pse' };
const NO_ERRORS = {};

describe('actionsOfAnswer (what an answer tells the store: only what the server must hear)', () => {
  it('a step-1 answer tells the store nothing', () => {
    expect(actionsOfAnswer('zipCode', VALUES, { step: 1, serverErrors: NO_ERRORS })).toEqual([]);
  });

  it('a field the server refused, answered again, clears its message', () => {
    const serverErrors = { zipCode: 'Ce code postal ne correspond à aucun département français.' };
    expect(actionsOfAnswer('zipCode', VALUES, { step: 1, serverErrors })).toEqual([
      serverErrorCleared('zipCode'),
    ]);
  });

  it('a step-2 answer asks for the joist infills with the answers; the infills’ own does not', () => {
    expect(actionsOfAnswer('usage', VALUES, { step: 2, serverErrors: NO_ERRORS })).toEqual([
      infillsAsked(VALUES),
    ]);
    expect(actionsOfAnswer('entrevous', VALUES, { step: 2, serverErrors: NO_ERRORS })).toEqual([]);
  });

  it('a continuity size is checked by the server, and asks for the infills on step 2', () => {
    expect(
      actionsOfAnswer('continuityWidth', VALUES, { step: 2, serverErrors: NO_ERRORS }),
    ).toEqual([continuityAnswered(VALUES), infillsAsked(VALUES)]);
  });
});
