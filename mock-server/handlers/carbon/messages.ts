/** The French messages of the carbon simulator's operations (docs/api/carbon.md lists them). */
import { MAX_SIMULATIONS_PER_CLUSTER } from '../../db/carbon/clusters';
import {
  CARBON_FORM_MESSAGES,
  REQUIRED_MESSAGE,
  SOLUTION_SAVED_MESSAGE,
} from '../../../src/domain/messages';

export const CARBON_MESSAGES = {
  clusterNotFound: 'Cluster introuvable.',
  simulationNotFound: 'Simulation introuvable.',
  simulationSaved: 'Votre simulation a bien été enregistrée.',
  clusterSaved: SOLUTION_SAVED_MESSAGE,
  incomplete: 'La configuration est incomplète ou contient des valeurs refusées.',
  clusterFull: `Ce projet regroupe déjà ${MAX_SIMULATIONS_PER_CLUSTER} simulations : démarrez un nouveau projet.`,
  required: REQUIRED_MESSAGE,
  unknownSystem: CARBON_FORM_MESSAGES.unknownSystem,
  noInfill: 'Les entrevous ne concernent que les planchers à poutrelles et entrevous.',
  unknownThickness: 'Cette épaisseur n’existe pas pour ce système.',
  unknownFloorLevel: 'Position du plancher inconnue.',
} as const;
