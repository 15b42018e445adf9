/**
 * The floor simulation (spec 002 §4.1, §7): submitting a configuration, reloading its result or its
 * form (project-defined paths), contacting the agency.
 */
import {
  agencyFor,
  checkAnswers,
  createSimulation,
  floorFormSteps,
  formValuesOf,
  simulationResult,
  updateSimulation,
  visibleSimulation,
} from '../../db/floor';
import type { FieldDefinition } from '../../../src/api/formDefinitionTypes';
import {
  CODE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from '../../../src/domain/fieldLimits';
import { sendEmail } from '../../db/mockDb';
import { readTexts, type TextRule } from '../fields';
import { fail, fieldErrors, jsonBody, notFound, ok, textOf } from '../respond';
import { route } from '../route';
import { FLOOR_HANDLER_MESSAGES as TEXT, simulationParam, withOptionalUser } from './access';

const PHONE = /^(?:\+33|0033|0)[1-9]\d{8}$/;

/** The contact form's fields: all required, with the project's limits (fields.ts). */
const CONTACT_FIELDS: Record<string, TextRule> = {
  lastname: { max: TEXT_MAX_LENGTH, required: true },
  firstname: { max: TEXT_MAX_LENGTH, required: true },
  company: { max: TEXT_MAX_LENGTH, required: true },
  phone: { max: CODE_MAX_LENGTH, required: true },
  message: { max: MESSAGE_MAX_LENGTH, required: true },
  email: { max: EMAIL_MAX_LENGTH, required: true, email: true },
};

function contactErrors(body: Record<string, unknown>): Record<string, string> {
  const { values, errors } = readTexts(body, CONTACT_FIELDS);
  const phone = values.phone?.replace(/[\s.-]/g, '');
  if (phone && !PHONE.test(phone)) errors.phone = TEXT.invalidPhone;
  return errors;
}

export const simulatorHandlers = [
  /**
   * The flattened answers give the solutions. The simulation is kept for the caller (a visitor's is
   * anonymous); with the `simulationId` of one the caller may see, that one is updated instead.
   */
  route(
    'POST',
    '/api/simulator/',
    withOptionalUser(async ({ request, user }) => {
      const body = await jsonBody(request);
      const { errors, answers } = checkAnswers(body);
      if (!answers) return fail(400, { error: errors, data: body });
      const userId = user?.id ?? null;
      const modified =
        body.simulationId !== undefined && body.simulationId !== null && body.simulationId !== ''
          ? visibleSimulation(body.simulationId, userId)
          : undefined;
      const simulation = modified
        ? updateSimulation(modified, answers, userId)
        : createSimulation(userId, answers);
      return ok({ datas: simulationResult(simulation) });
    }),
  ),

  /** Project-defined: the result of a saved simulation (history={id}). */
  route(
    'GET',
    '/api/simulation/{id}/result/',
    withOptionalUser(({ params, user }) => {
      const simulation = visibleSimulation(params.id, user?.id ?? null);
      return simulation
        ? ok({ datas: simulationResult(simulation) })
        : notFound(TEXT.simulationNotFound);
    }),
    { notFound: TEXT.simulationNotFound },
  ),

  /** Project-defined: the form prefilled with a saved simulation's answers (simulationId={id}). */
  route(
    'GET',
    '/api/simulation/{id}/form/',
    withOptionalUser(({ params, user }) => {
      const simulation = visibleSimulation(params.id, user?.id ?? null);
      if (!simulation) return notFound(TEXT.simulationNotFound);
      const values = formValuesOf(simulation.answers);
      const prefill = (field: FieldDefinition): FieldDefinition => ({
        ...field,
        value: field.name === 'simulationId' ? simulation.id : (values[field.name] ?? null),
        ...(field.children ? { children: field.children.map(prefill) } : {}),
      });
      const formArray = floorFormSteps().map((step) => ({
        ...step,
        fields: step.fields.map(prefill),
      }));
      return ok({ datas: { status: '200', formArray } });
    }),
    { notFound: TEXT.simulationNotFound },
  ),

  /** E-mails the agency of the simulation (or of the user's postal code) at its first address. */
  route(
    'POST',
    '/api/agency/contact/',
    withOptionalUser(async ({ request, user }) => {
      const body = await jsonBody(request);
      const errors = contactErrors(body);
      if (Object.keys(errors).length > 0) return fieldErrors(errors);
      const simulationId = body.simulation;
      const simulation = simulationParam(
        simulationId === undefined || simulationId === null ? null : textOf(simulationId),
        user,
      );
      if (simulation instanceof Response) return simulation;
      const agency = agencyFor(simulation?.answers.zipCode ?? user?.postalCode);
      const name = `${textOf(body.firstname).trim()} ${textOf(body.lastname).trim()}`;
      sendEmail({
        to: agency.emails[0]!,
        subject: `Demande de contact – ${name} (${textOf(body.company).trim()})`,
        link: simulation
          ? `/configurer-un-plancher/?history=${simulation.id}`
          : '/configurer-un-plancher/',
      });
      return ok({ message: TEXT.contactSent(agency.libelle) });
    }),
  ),
];
