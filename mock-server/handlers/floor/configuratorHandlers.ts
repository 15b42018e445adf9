/**
 * The configurator's form (spec 002 §4.1, §5.1, §7): its definitions, the checks of the answers,
 * the continuity check and the joist-infill options.
 */
import {
  baySpan,
  checkAnswers,
  continuityErrors,
  entrevousField,
  entrevousOptions,
  floorFormSteps,
  typedAnswers,
} from '../../db/floor';
import { metres } from '../../db/floor/format';
import { MESSAGES } from '../messages';
import { fail, fieldErrors, jsonBody, ok, queryOf } from '../respond';
import { route } from '../route';
import { FLOOR_HANDLER_MESSAGES as TEXT } from './access';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const configuratorHandlers = [
  route('GET', '/api/configurator/', () =>
    ok({ datas: { status: '200', formArray: floorFormSteps() } }),
  ),

  /** Checks step 1 (`step: 1`) or both steps; every refused field at once. */
  route('POST', '/api/configurator/', async ({ request }) => {
    const body = await jsonBody(request);
    const step = body.step === 1 || body.step === '1' ? 1 : undefined;
    const { errors } = checkAnswers(body, step);
    if (Object.keys(errors).length > 0) return fieldErrors(errors);
    return ok({ message: TEXT.configurationValid, datas: { valid: true } });
  }),

  /** a: width of the intermediate support, b: length of both bays, in cm. */
  route<{ a: string; b: string }>(
    'GET',
    '/api/validation/continuity/{a},{b}/',
    ({ params }) => {
      const errors = continuityErrors(params.a, params.b);
      const first = Object.values(errors)[0];
      if (first) return fail(400, { message: first, error: errors });
      const span = baySpan(Number(params.a), Number(params.b));
      return ok({ message: TEXT.continuityValid(metres(span)), datas: { span } });
    },
    { notFound: MESSAGES.notFound },
  ),

  /** The infill options for the answers so far: a field definition with as-field=1. */
  route('POST', '/api/configurator/entrevous/', async ({ request }) => {
    const body = await jsonBody(request);
    const datas = isRecord(body.datas) ? body.datas : body;
    const answers = typedAnswers(checkAnswers(datas).values);
    return queryOf(request)['as-field'] === '1'
      ? ok({ datas: { field: entrevousField(answers) } })
      : ok({ datas: { options: entrevousOptions(answers) } });
  }),
];
