/** Reading a history for the result page (spec 001 §3): kind, names, PSI values, links. */
import type { PsiValue } from '@/api/catalogueTypes';
import type { ThermalHistory } from '@/api/thermalHistoryTypes';
import { paths } from '@/config/paths';
import { junctionFromTexts, type Re2020Junction } from '@/lib/psiFormat';
import { truncateName } from '@/lib/text';

export const NO_NAME = "La solution n'a pas de nom";
export const LOADING_TEXT = 'Chargement du résultat';
/** The manufacturer's quote request page ('Demander un devis'). */
export const QUOTE_PAGE_URL = 'https://www.rupteo.fr/demande-de-devis';
export const LIBRARY_PATH = paths.library.getHref();
export const ENVIRONMENT_PATH = paths.environmental.getHref();
export const HOME_PATH = paths.home.getHref();
export const HISTORY_PATH = paths.personalSpace.history.getHref();
/** At most 2 certifications per product (spec §9). */
export const MAX_CERTIFICATIONS = 2;

/** Environmental when poutrelle, predalle or premur has an id (spec §3). */
export function isEnvironmental(history: ThermalHistory): boolean {
  return Boolean(history.poutrelle?.id || history.predalle?.id || history.premur?.id);
}

/** The hash path of a result: '/{id}/{name with underscores}'. */
export const resultHashPath = paths.finder.result.hashPath;

/** The environmental tool's page for an environmental history. */
export function environmentalResultUrl(history: ThermalHistory): string {
  const name =
    history.envPoutrelle?.name ?? history.envPredalle?.name ?? history.envMur?.name ?? '';
  return paths.environmental.getHref({ result: { id: history.id, name } });
}

/** The PSI value shown: `psiValue`, else the first of `psi_value`. */
export function shownPsiValue(history: ThermalHistory): PsiValue | null {
  return history.psiValue ?? history.psi_value?.[0] ?? null;
}

export function junctionOf(history: ThermalHistory): Re2020Junction {
  return junctionFromTexts(
    [...history.filterValues, ...(history.refineValues ?? [])].map((entry) => entry.value),
  );
}

export interface Certification {
  /** What is shown: the file name, cut to 27 characters + '…' when over 30. */
  label: string;
  /** The whole name, for the title of a cut one. */
  full: string;
  /** A link when the certification is an address, else null (a plain file name). */
  href: string | null;
}

function isLink(value: string): boolean {
  return /^https?:\/\//i.test(value) || value.startsWith('/');
}

/** 'https://…/certificat-acermi-tpr.pdf' → 'certificat-acermi-tpr.pdf'. */
function fileNameOf(value: string): string {
  if (!isLink(value)) return value;
  const path = value.split(/[?#]/)[0] ?? value;
  const last = path.split('/').filter(Boolean).pop();
  return last ? decodeURIComponent(last) : value;
}

export function certificationsOf(history: ThermalHistory): Certification[] {
  const rupteur = history.rupteur;
  if (!rupteur) return [];
  return [rupteur.certification1, rupteur.certification2]
    .filter((value): value is string => Boolean(value && value.trim()))
    .slice(0, MAX_CERTIFICATIONS)
    .map((value) => {
      const full = fileNameOf(value.trim());
      return { label: truncateName(full), full, href: isLink(value) ? value : null };
    });
}

/** The product image: its url, else '/media/download/{visual}'. */
export function imageOf(history: ThermalHistory): { large: string; thumb: string } | null {
  const rupteur = history.rupteur;
  if (!rupteur) return null;
  const fallback = rupteur.visual ? `/media/download/${rupteur.visual}` : '';
  const large = rupteur.image?.url || fallback;
  if (!large) return null;
  return { large, thumb: rupteur.image?.urlThumb || large };
}

/** The history passed by the questionnaire with its navigation, if it is the one asked for. */
export function historyFromNavigationState(state: unknown, id: number): ThermalHistory | null {
  if (!state || typeof state !== 'object') return null;
  const record = state as { history?: unknown; usr?: { history?: unknown } };
  const candidate = (record.history ?? record.usr?.history) as ThermalHistory | undefined;
  return candidate && typeof candidate === 'object' && candidate.id === id ? candidate : null;
}
