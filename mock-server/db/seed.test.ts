import { parisDay } from './historyQuery';
import {
  db,
  PARTNER_EMAIL_DOMAIN,
  resetDb,
  SEED_PASSWORD,
  SEED_TODAY,
  SEED_USERS,
  type Account,
} from './mockDb';

const ACTIVITIES = [
  'maçon',
  'cmiste',
  'négoces',
  'maitre-oeuvre-promoteur',
  'architecte',
  'bureau-etude',
  'economiste',
  'autre',
];

function snapshot() {
  return JSON.stringify({
    users: [...db.users.values()],
    simulations: [...db.floorSimulations.values()],
    solutions: [...db.floorSolutions.values()],
    clusters: [...db.carbonClusters.values()],
  });
}

describe('seed', () => {
  it('is the same after every reset and does not share objects with the seed lists', () => {
    const first = snapshot();
    db.users.get(1)!.firstname = 'Modifiée';
    db.carbonClusters
      .get(301)!
      .simulations.push({ id: 1, systemType: 'predalles', carbonFootprint: 80 });
    resetDb();
    expect(snapshot()).toBe(first);
    expect(SEED_USERS[0]!.firstname).toBe('Claire');
  });

  it('has at least 10 accounts covering every activity, with complete French profiles', () => {
    const users = [...db.users.values()];
    expect(users.length).toBeGreaterThanOrEqual(10);
    expect(new Set(users.map((user) => user.activity))).toEqual(new Set(ACTIVITIES));
    for (const user of users) {
      expect(user.password).toBe(SEED_PASSWORD);
      expect(user.siret).toMatch(/^\d{14}$/);
      expect(user.postalCode).toMatch(/^\d{5}$/);
      expect(user.phone).toMatch(/^0\d( \d{2}){4}$/);
      for (const field of [
        'firstname',
        'lastname',
        'company',
        'address',
        'city',
        'country',
      ] as const)
        expect(user[field]).not.toBe('');
    }
    expect(new Set(users.map((user) => user.email.toLowerCase())).size).toBe(users.length);
  });

  it('keeps users 1 to 3, one unactivated account and the partner accounts', () => {
    const pick = (id: number): Partial<Account> | undefined => {
      const user = db.users.get(id);
      return user && { email: user.email, firstname: user.firstname, lastname: user.lastname };
    };
    expect(pick(1)).toEqual({
      email: 'claire.martin@maconnerie-martin.fr',
      firstname: 'Claire',
      lastname: 'Martin',
    });
    expect(pick(2)).toEqual({
      email: 'julien.bernard@bet-structure.fr',
      firstname: 'Julien',
      lastname: 'Bernard',
    });
    expect(pick(3)).toEqual({
      email: 'sophie.durand@negoce-materiaux.fr',
      firstname: 'Sophie',
      lastname: 'Durand',
    });
    expect(db.users.get(3)?.updatedPassword).toBe(false);
    expect([...db.users.values()].filter((user) => !user.activated).map((user) => user.id)).toEqual(
      [50],
    );
    const partners = [...db.users.values()].filter((user) => user.partner);
    expect(partners.map((user) => user.email)).toContain('marc.lefevre@batiprime.fr');
    expect(partners.every((user) => user.email.endsWith(`@${PARTNER_EMAIL_DOMAIN}`))).toBe(true);
  });

  it('gives user 1 a floor history of 25+ simulations and 10+ solutions over two years', () => {
    const simulations = [...db.floorSimulations.values()].filter((item) => item.userId === 1);
    const solutions = [...db.floorSolutions.values()].filter((item) => item.userId === 1);
    expect(simulations.length).toBeGreaterThanOrEqual(25);
    expect(solutions.length).toBeGreaterThanOrEqual(10);
    const today = Date.parse(SEED_TODAY);
    const twoYears = 731 * 24 * 60 * 60 * 1000;
    for (const item of [...simulations, ...solutions]) {
      const time = Date.parse(item.createdAt);
      expect(time).toBeLessThanOrEqual(today);
      expect(time).toBeGreaterThanOrEqual(today - twoYears);
      expect(item.zip).toMatch(/^\d{5}$/);
      expect(['Plancher haut', 'Plancher intermédiaire', 'Plancher bas']).toContain(item.floor);
      expect(['Poutrelles et entrevous', 'Prédalles', 'Dalle pleine']).toContain(item.floorType);
      expect(item.title).toMatch(/ – /);
    }
    expect(solutions.every((solution) => /^[a-z0-9-]+$/.test(solution.slug))).toBe(true);
    expect(new Set(simulations.map((item) => item.floorLevel)).size).toBeGreaterThan(3);
    expect(simulations.some((item) => item.projectCode === 'PRJ-2025-014')).toBe(true);
  });

  it('gives user 1 at least 12 clusters of 1 to 4 simulations', () => {
    const clusters = [...db.carbonClusters.values()].filter((cluster) => cluster.userId === 1);
    expect(clusters.length).toBeGreaterThanOrEqual(12);
    const counts = clusters.map((cluster) => cluster.simulations.length);
    expect(Math.min(...counts)).toBe(1);
    expect(Math.max(...counts)).toBeLessThanOrEqual(4);
    const ids = [...db.carbonClusters.values()].flatMap((c) => c.simulations.map((s) => s.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('parisDay', () => {
  it('reads the calendar day in France, summer and winter time', () => {
    expect(parisDay('2026-03-10T23:30:00Z')).toBe('2026-03-11');
    expect(parisDay('2026-07-10T21:59:00Z')).toBe('2026-07-10');
    expect(parisDay('2026-07-10T22:00:00Z')).toBe('2026-07-11');
  });
});
