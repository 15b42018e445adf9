/** The tools of each site: their page path, the title of the page, and the text of the home-page card. */
import type { SiteId } from './sites';

export interface SiteTool {
  path: string;
  title: string;
  description: string;
}

export const SITE_TOOLS: Readonly<Record<SiteId, readonly SiteTool[]>> = {
  general: [
    {
      path: '/evaluer-le-psi-dun-rupteur/',
      title: "Évaluer le PSI d'un rupteur",
      description:
        'Répondez à quelques questions pour trouver le rupteur thermique adapté et ses valeurs de PSI.',
    },
    {
      path: '/donnees-environnementales/',
      title: 'Données environnementales',
      description: 'Consultez les fiches FDES des poutrelles, prédalles et prémurs.',
    },
    {
      path: '/bibliotheque',
      title: 'Bibliothèque de PSI',
      description: 'Filtrez la bibliothèque complète des valeurs de PSI.',
    },
  ],
  floor: [
    {
      path: '/configurer-un-plancher/',
      title: 'Configurer un plancher',
      description: 'Décrivez votre projet et obtenez les solutions de plancher recommandées.',
    },
  ],
  carbon: [
    {
      path: '/simuler-mon-empreinte-carbone/',
      title: 'Simuler mon empreinte carbone',
      description: "Comparez l'impact carbone de vos systèmes constructifs.",
    },
  ],
};
