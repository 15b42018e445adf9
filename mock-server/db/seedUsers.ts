/** Seed accounts of the mock backend. Passwords are given in the README (developer accounts). */
export interface SeedUser {
  id: number;
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  company: string;
  /** False until the user chose a new password after the first login (general site). */
  updatedPassword: boolean;
  activated: boolean;
}

export const SEED_PASSWORD = 'Rupteo2024!';

export const SEED_USERS: readonly SeedUser[] = [
  {
    id: 1,
    email: 'claire.martin@maconnerie-martin.fr',
    password: SEED_PASSWORD,
    firstname: 'Claire',
    lastname: 'Martin',
    company: 'Maçonnerie Martin',
    updatedPassword: true,
    activated: true,
  },
  {
    id: 2,
    email: 'julien.bernard@bet-structure.fr',
    password: SEED_PASSWORD,
    firstname: 'Julien',
    lastname: 'Bernard',
    company: 'BET Structure Ouest',
    updatedPassword: true,
    activated: true,
  },
  {
    id: 3,
    email: 'sophie.durand@negoce-materiaux.fr',
    password: SEED_PASSWORD,
    firstname: 'Sophie',
    lastname: 'Durand',
    company: 'Négoce Matériaux du Centre',
    updatedPassword: false,
    activated: true,
  },
];
