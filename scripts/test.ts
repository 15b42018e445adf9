/**
 * `npm test`: every check of the project, in four groups that do not depend on one another (each
 * group's steps run in order). A machine with four cores or more runs the groups side by side; a
 * smaller one (a 2-core CI machine) runs them one after the other, since there a parallel run slows
 * every group and makes the journeys' and tests' time limits tight. TEST_PARALLEL=1 or 0 forces
 * either. The first failure stops the other groups, and the command fails.
 */
import { availableParallelism } from 'node:os';
import { concurrently } from 'concurrently';

const GROUPS = [
  { name: 'static', command: 'npm run lint && npm run typecheck' },
  { name: 'unit', command: 'npm run test:unit' },
  {
    name: 'contracts',
    command: 'npm run test:pact && npm run pact:verify && npm run contract:coverage',
  },
  {
    name: 'builds',
    command:
      'npm run build:demo && npm run budget && npm run build:e2e-real && npm run test:e2e && npm run mock:walk',
  },
];

const forced = process.env.TEST_PARALLEL;
const parallel = forced === undefined ? availableParallelism() >= 4 : forced === '1';
console.log(
  `npm test: ${GROUPS.length} groups ${parallel ? 'side by side' : 'one after the other'} (${availableParallelism()} cores; TEST_PARALLEL=${parallel ? 0 : 1} for the other way)`,
);

const { result } = concurrently(GROUPS, {
  maxProcesses: parallel ? GROUPS.length : 1,
  killOthersOn: ['failure'],
  prefix: 'name',
  padPrefix: true,
  timings: true,
});

try {
  await result;
} catch {
  console.error('npm test: a group failed (its output above, prefixed with its name).');
  process.exit(1);
}
