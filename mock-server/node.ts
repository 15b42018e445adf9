/** The mock backend in Node (Jest): the same handlers behind `msw/node`. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
