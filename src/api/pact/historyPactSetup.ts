/**
 * The deletions of the personal-space histories' contract tests (docs/api.md, "Floor and carbon
 * sites: histories"): each deletion is checked, then asked again with an expired token.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import type { ApiClient } from '../http';
import {
  deleteCarbonCluster,
  deleteCarbonSimulation,
  deleteFloorSimulation,
  deleteFloorSolution,
} from '../history';
import { ANOTHER_USERS_FLOOR_AND_CARBON, type ProviderState } from './pactHarness';

const { string } = MatchersV3;

export interface DeletionCase {
  operation: string;
  /** The path with the id of user 1's item. */
  path: string;
  /** The path with the id of user 2's (or an unknown) item. */
  missingPath: string;
  missingState: ProviderState;
  missingMessage: unknown;
  call: (client: ApiClient, id: number) => ReturnType<ApiClient['request']>;
  ownId: number;
  missingId: number;
  successBody: Record<string, unknown>;
}

/** The success messages are the server's (a toast shows them): matched by type (anyText). */
export const DELETIONS: DeletionCase[] = [
  {
    operation: 'DELETE /api/simulation/{id}/',
    path: '/api/simulation/101/',
    missingPath: '/api/simulation/901/',
    missingState: ANOTHER_USERS_FLOOR_AND_CARBON,
    missingMessage: string('Simulation introuvable.'),
    call: deleteFloorSimulation,
    ownId: 101,
    missingId: 901,
    successBody: { success: true, message: 'La simulation a été supprimée.' },
  },
  {
    operation: 'DELETE /api/solution/{id}/',
    path: '/api/solution/201/',
    missingPath: '/api/solution/902/',
    missingState: ANOTHER_USERS_FLOOR_AND_CARBON,
    missingMessage: string('Solution introuvable.'),
    call: deleteFloorSolution,
    ownId: 201,
    missingId: 902,
    successBody: { success: true, message: 'La solution a été supprimée.' },
  },
  {
    operation: 'DELETE /api/clusters/simulations/{id}/',
    path: '/api/clusters/simulations/3021/',
    // Simulation 9031 is in cluster 903 of user 2.
    missingPath: '/api/clusters/simulations/9031/',
    missingState: ANOTHER_USERS_FLOOR_AND_CARBON,
    missingMessage: string('Simulation introuvable.'),
    call: deleteCarbonSimulation,
    ownId: 3021,
    missingId: 9031,
    successBody: {
      success: true,
      message: 'La simulation a été supprimée.',
      datas: { clusterRemoved: false },
    },
  },
  {
    operation: 'DELETE /api/clusters/{id}/',
    path: '/api/clusters/302/',
    missingPath: '/api/clusters/903/',
    missingState: ANOTHER_USERS_FLOOR_AND_CARBON,
    missingMessage: string('Cluster introuvable.'),
    call: deleteCarbonCluster,
    ownId: 302,
    missingId: 903,
    successBody: { success: true, message: 'Le cluster a été supprimé.' },
  },
];
