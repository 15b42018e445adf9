/**
 * The pictures behind `GET /media/download/{visual}`: SVG drawings made on the fly, so that they
 * work the same in the browser worker, Jest and the standalone server.
 *
 * - a rupteur's visual ('rupteur-thermopredalle-tpr'): a section of the junction it treats, the
 *   product in orange, with its name;
 * - a junction schema of the PSI values ('schema-predalles-facade');
 * - a question's background ('fond-type-plancher').
 *
 * `?format=thumb` answers the same drawing at thumbnail size.
 */
import { F, QUESTIONNAIRE_FILTERS, RUPTEURS, V, type RupteurDefinition } from './catalogueData';

const WIDTH = 480;
const HEIGHT = 360;
const COLORS = {
  paper: '#f5f7fa',
  ink: '#1a1f29',
  muted: '#5b6472',
  wall: '#b9c0c9',
  wallDark: '#8d96a2',
  slab: '#cfd5dc',
  slabDark: '#9aa3ae',
  insulation: '#f2d46b',
  rupteur: '#e8731a',
  steel: '#44505f',
  heat: '#d63b3b',
};

type System = 'poutrelles' | 'predalles' | 'dalle-pleine';
type Junction = 'facade' | 'refend' | 'balcon';
type Insulation = 'iti' | 'ite' | 'repartie';

interface Scene {
  system: System;
  junction: Junction;
  insulation: Insulation;
  /** Draws the product in orange. */
  product: boolean;
  partial?: boolean;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

/** A floor between x1 and x2 (top 150, 36 high), drawn as its system. */
function slab(system: System, x1: number, x2: number, top = 150, height = 36): string {
  const parts = [rect(x1, top, x2 - x1, height, COLORS.slab, `stroke="${COLORS.slabDark}"`)];
  if (system === 'poutrelles') {
    for (let x = x1 + 14; x + 60 <= x2; x += 56) {
      parts.push(
        rect(x, top + 9, 40, height - 13, '#e9ecef', `rx="4" stroke="${COLORS.slabDark}"`),
      );
      parts.push(rect(x + 44, top + height - 12, 8, 12, COLORS.slabDark));
    }
  } else if (system === 'predalles') {
    parts.push(rect(x1, top + height - 9, x2 - x1, 9, COLORS.slabDark));
    parts.push(
      `<line x1="${x1}" y1="${top + 12}" x2="${x2}" y2="${top + 12}" stroke="${COLORS.steel}" stroke-dasharray="6 4"/>`,
    );
  } else {
    for (const y of [top + 8, top + height - 8])
      parts.push(
        `<line x1="${x1 + 4}" y1="${y}" x2="${x2 - 4}" y2="${y}" stroke="${COLORS.steel}" stroke-dasharray="10 5"/>`,
      );
  }
  return parts.join('');
}

/** A bearing wall between x and x + w, with its texture. */
function wall(x: number, w: number, insulation: Insulation): string {
  const parts = [rect(x, 60, w, 220, COLORS.wall, `stroke="${COLORS.wallDark}"`)];
  if (insulation === 'repartie') {
    // Insulating bricks: a grid of cells.
    for (let y = 66; y < 276; y += 14)
      for (let cx = x + 4; cx < x + w - 6; cx += 10)
        parts.push(rect(cx, y, 7, 10, '#dfe3e8', `stroke="${COLORS.wallDark}" stroke-width="0.5"`));
  }
  return parts.join('');
}

function heatArrow(x: number, y: number): string {
  return (
    `<path d="M${x} ${y} q -22 -4 -44 0" fill="none" stroke="${COLORS.heat}" stroke-width="2.5" stroke-dasharray="5 4" marker-end="url(#arrow)"/>` +
    `<text x="${x - 30}" y="${y - 10}" font-size="16" fill="${COLORS.heat}" font-style="italic">ψ</text>`
  );
}

function drawScene(scene: Scene): string {
  const parts: string[] = [];
  const orange = scene.product ? COLORS.rupteur : COLORS.slabDark;
  if (scene.junction === 'facade') {
    parts.push(wall(150, 50, scene.insulation));
    parts.push(slab(scene.system, 200, 440));
    if (scene.insulation === 'iti') {
      parts.push(
        rect(200, 60, 18, 90, COLORS.insulation),
        rect(200, 186, 18, 94, COLORS.insulation),
      );
      parts.push(rect(200, 150, 14, 36, orange));
    } else if (scene.insulation === 'ite') {
      parts.push(rect(126, 60, 24, 220, COLORS.insulation));
      parts.push(rect(150, 150, 12, 36, orange));
    } else {
      parts.push(rect(150, 150, 16, 36, orange));
    }
    parts.push(heatArrow(scene.insulation === 'ite' ? 150 : 200, 140));
  } else if (scene.junction === 'refend') {
    parts.push(wall(215, 50, 'iti'));
    parts.push(slab(scene.system, 40, 215), slab(scene.system, 265, 440));
    parts.push(rect(203, 150, 12, 36, orange), rect(265, 150, 12, 36, orange));
    parts.push(heatArrow(260, 140));
  } else {
    parts.push(wall(200, 50, scene.insulation));
    parts.push(slab(scene.system, 250, 440));
    parts.push(slab('dalle-pleine', 60, 200, 150, 28));
    if (scene.insulation === 'ite')
      parts.push(
        rect(178, 60, 22, 90, COLORS.insulation),
        rect(178, 178, 22, 102, COLORS.insulation),
      );
    else
      parts.push(
        rect(250, 60, 18, 90, COLORS.insulation),
        rect(250, 186, 18, 94, COLORS.insulation),
      );
    parts.push(rect(200, 150, 16, 28, orange));
    for (const y of [156, 164, 172])
      parts.push(
        `<line x1="150" y1="${y}" x2="300" y2="${y}" stroke="${COLORS.steel}" stroke-width="2"/>`,
      );
    parts.push(heatArrow(210, 140));
  }
  if (scene.partial)
    parts.push(
      `<text x="440" y="230" text-anchor="end" font-size="12" fill="${COLORS.muted}">traitement partiel</text>`,
    );
  return parts.join('');
}

function document(content: string, title: string, subtitle: string, thumb: boolean): string {
  const [w, h] = thumb ? [160, 120] : [WIDTH, HEIGHT];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(title)}" font-family="Helvetica, Arial, sans-serif">`,
    `<title>${escapeXml(title)}</title>`,
    `<defs><marker id="arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="${COLORS.heat}"/></marker></defs>`,
    rect(0, 0, WIDTH, HEIGHT, COLORS.paper),
    `<text x="20" y="34" font-size="16" font-weight="bold" fill="${COLORS.rupteur}">Rupteo</text>`,
    content,
    `<text x="20" y="316" font-size="19" font-weight="bold" fill="${COLORS.ink}">${escapeXml(title)}</text>`,
    `<text x="20" y="340" font-size="13" fill="${COLORS.muted}">${escapeXml(subtitle)}</text>`,
    '</svg>',
  ].join('\n');
}

const SYSTEM_OF: Record<number, System> = {
  [V.beams]: 'poutrelles',
  [V.preSlabs]: 'predalles',
  [V.solidSlab]: 'dalle-pleine',
};
const JUNCTION_OF: Record<number, Junction> = {
  [V.facade]: 'facade',
  [V.innerWall]: 'refend',
  [V.balcony]: 'balcon',
};
const INSULATION_OF: Record<number, Insulation> = {
  [V.iti]: 'iti',
  [V.ite]: 'ite',
  [V.distributed]: 'repartie',
};
const SYSTEM_LABEL: Record<System, string> = {
  poutrelles: 'poutrelles et entrevous',
  predalles: 'prédalles',
  'dalle-pleine': 'dalle pleine',
};
const JUNCTION_LABEL: Record<Junction, string> = {
  facade: 'Liaison plancher / mur de façade',
  refend: 'Liaison plancher / mur de refend',
  balcon: 'Liaison plancher / balcon en porte-à-faux',
};

function productScene(rupteur: RupteurDefinition): Scene {
  const first = (filterId: number) => rupteur.suits[filterId]?.[0];
  return {
    system: SYSTEM_OF[first(F.system) ?? V.beams] ?? 'poutrelles',
    junction: JUNCTION_OF[first(F.junction) ?? V.facade] ?? 'facade',
    insulation: INSULATION_OF[first(F.insulation) ?? V.iti] ?? 'iti',
    product: true,
    partial: rupteur.treatment === 'partial',
  };
}

function productSubtitle(scene: Scene): string {
  return `Rupteur thermique — ${JUNCTION_LABEL[scene.junction].toLowerCase()}, ${SYSTEM_LABEL[scene.system]}`;
}

/** Pictograms of the questions' backgrounds. */
function backgroundPicture(column: string): string {
  const pale = (content: string) => `<g opacity="0.55">${content}</g>`;
  switch (column) {
    case 'type_batiment':
      return pale(
        `<path d="M120 270 V150 L240 70 L360 150 V270 Z" fill="${COLORS.slab}" stroke="${COLORS.wallDark}" stroke-width="3"/>` +
          rect(215, 200, 50, 70, COLORS.wallDark) +
          rect(145, 170, 40, 34, '#ffffff') +
          rect(295, 170, 40, 34, '#ffffff'),
      );
    case 'type_plancher':
      return pale(
        [80, 150, 220].map((y) => slab('dalle-pleine', 60, 420, y, 22)).join('') +
          wall(60, 30, 'iti'),
      );
    case 'systeme_plancher':
      return pale(slab('poutrelles', 40, 440, 130, 60));
    case 'type_liaison':
      return pale(
        drawScene({ system: 'predalles', junction: 'facade', insulation: 'iti', product: false }),
      );
    case 'type_mur':
      return pale(
        Array.from({ length: 8 }, (_, row) =>
          Array.from({ length: 7 }, (_, col) =>
            rect(
              60 + col * 52 + (row % 2) * 26,
              64 + row * 26,
              48,
              22,
              COLORS.wall,
              `stroke="${COLORS.wallDark}"`,
            ),
          ).join(''),
        ).join(''),
      );
    case 'position_isolation':
      return pale(
        wall(200, 60, 'iti') +
          rect(260, 60, 40, 220, COLORS.insulation) +
          `<path d="M280 70 q 12 15 0 30 q -12 15 0 30 q 12 15 0 30 q -12 15 0 30 q 12 15 0 30 q -12 15 0 30" fill="none" stroke="${COLORS.wallDark}" stroke-width="2"/>`,
      );
    case 'epaisseur_plancher':
      return pale(
        slab('predalles', 60, 380, 130, 70) +
          `<line x1="410" y1="130" x2="410" y2="200" stroke="${COLORS.ink}" stroke-width="2" marker-start="url(#arrow)" marker-end="url(#arrow)"/>`,
      );
    default:
      return pale(
        `<path d="M240 80 C 300 150 300 200 270 250 C 260 220 250 210 240 200 C 230 230 215 240 205 260 C 170 210 190 140 240 80 Z" fill="${COLORS.rupteur}"/>` +
          slab('dalle-pleine', 80, 400, 262, 20),
      );
  }
}

export interface MediaFile {
  svg: string;
  fileName: string;
}

/** The drawing of a visual, or undefined for an unknown one. */
export function mediaFor(visual: string, thumb = false): MediaFile | undefined {
  const rupteur = RUPTEURS.find((item) => item.visual === visual);
  if (rupteur) {
    const scene = productScene(rupteur);
    return {
      svg: document(drawScene(scene), rupteur.name, productSubtitle(scene), thumb),
      fileName: `${visual}.svg`,
    };
  }
  const schema = /^schema-(poutrelles|predalles|dalle-pleine)-(facade|refend|balcon)$/.exec(visual);
  if (schema) {
    const system = schema[1] as System;
    const junction = schema[2] as Junction;
    const scene: Scene = { system, junction, insulation: 'iti', product: true };
    return {
      svg: document(
        drawScene(scene),
        JUNCTION_LABEL[junction],
        `Plancher en ${SYSTEM_LABEL[system]} — rupteur thermique en orange`,
        thumb,
      ),
      fileName: `${visual}.svg`,
    };
  }
  const filter = QUESTIONNAIRE_FILTERS.find((item) => item.background === visual);
  if (filter) {
    return {
      svg: document(backgroundPicture(filter.column), filter.name, filter.question, thumb),
      fileName: `${visual}.svg`,
    };
  }
  return undefined;
}
