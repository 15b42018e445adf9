/**
 * The pictures of the floor site, drawn as SVG: the packshot of each solution (its cross-section
 * from its layers) and the illustrations of the form's tooltips. Served by the mock under
 * /media/plancher/ (see handlers/floor/mediaHandlers.ts).
 */
import type { CatalogueEntry } from './catalogue';

const WIDTH = 480;
const HEIGHT = 320;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function svg(title: string, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f4f6f8"/>`,
    body,
    '</svg>',
  ].join('');
}

const text = (
  x: number,
  y: number,
  content: string,
  size = 13,
  weight = 'normal',
  fill = '#1f2933',
) =>
  `<text x="${x}" y="${y}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(content)}</text>`;

const LAYER_COLOURS: Record<string, string> = {
  Dalle: '#b8bec6',
  Prédalle: '#8e959e',
  Alvéolée: '#a4aab2',
  Isolant: '#5f6b7a',
  Languette: '#d9e4f2',
};

function infillColour(entry: CatalogueEntry): string {
  switch (entry.entrevous) {
    case 'beton':
      return '#9ba1a8';
    case 'bois':
      return '#c9995c';
    case 'pse-isolant':
      return '#e3ebf6';
    default:
      return '#fafafa';
  }
}

/** The cross-section of a solution, from its layers (top first), with the beams or hollow cores. */
export function packshotSvg(entry: CatalogueEntry): string {
  const scale = Math.min(6, 190 / entry.thickness);
  const left = 30;
  const right = 330;
  const total = entry.thickness * scale;
  let y = Math.max(80, (HEIGHT + 60 - total) / 2);
  const parts: string[] = [
    text(20, 34, entry.libelle, 16, 'bold'),
    text(20, 56, `Épaisseur totale : ${entry.thickness} cm`, 12, 'normal', '#52606d'),
  ];
  const band = (top: number, height: number, fill: string) =>
    `<rect x="${left}" y="${top}" width="${right - left}" height="${height}" fill="${fill}" stroke="#3e4c59" stroke-width="1"/>`;
  for (const layer of entry.layers) {
    const height = layer.thickness * scale;
    if (layer.short === 'Entrevous') {
      // Beams every 60 cm (100 px) and, between them, the infill blocks resting on their heels.
      parts.push(band(y, height, '#c3c8ce'));
      const beams = [left + 50, left + 150, left + 250];
      const edges = [left, ...beams, right];
      for (let i = 0; i < edges.length - 1; i += 1) {
        const x0 = edges[i]! + (i === 0 ? 0 : 9);
        const x1 = edges[i + 1]! - (i === edges.length - 2 ? 0 : 9);
        const blockTop = y + 2;
        const blockHeight = height - 6;
        parts.push(
          `<rect x="${x0}" y="${blockTop}" width="${x1 - x0}" height="${blockHeight}" rx="3" fill="${infillColour(entry)}" stroke="#3e4c59" stroke-width="0.8"/>`,
        );
        const width = x1 - x0;
        if (entry.entrevous === 'beton' && width > 40)
          parts.push(
            `<rect x="${x0 + 8}" y="${blockTop + blockHeight * 0.2}" width="${width / 2 - 12}" height="${blockHeight * 0.55}" rx="4" fill="#f4f6f8" stroke="#3e4c59" stroke-width="0.6"/>`,
            `<rect x="${x0 + width / 2 + 4}" y="${blockTop + blockHeight * 0.2}" width="${width / 2 - 12}" height="${blockHeight * 0.55}" rx="4" fill="#f4f6f8" stroke="#3e4c59" stroke-width="0.6"/>`,
          );
        if (entry.entrevous === 'bois')
          for (let line = 1; line < 4; line += 1)
            parts.push(
              `<path d="M${x0 + 4} ${blockTop + (blockHeight * line) / 4} h${width - 8}" stroke="#8a6234" stroke-width="0.6"/>`,
            );
      }
      for (const x of beams) {
        const stem = Math.max(10, height * 0.55);
        parts.push(
          `<path d="M${x - 12} ${y + height} h24 v-7 h-6 v-${stem} h-12 v${stem} h-6 z" fill="#6b7480" stroke="#3e4c59" stroke-width="0.6"/>`,
        );
      }
    } else {
      parts.push(band(y, height, LAYER_COLOURS[layer.short] ?? '#c3c8ce'));
      if (layer.short === 'Alvéolée') {
        const radius = Math.min(height * 0.34, 15);
        const count = Math.floor((right - left) / (2 * radius + 12));
        const step = (right - left) / count;
        for (let i = 0; i < count; i += 1)
          parts.push(
            `<ellipse cx="${left + step * (i + 0.5)}" cy="${y + height / 2}" rx="${radius}" ry="${Math.min(height * 0.36, radius * 1.4)}" fill="#f4f6f8" stroke="#3e4c59" stroke-width="0.8"/>`,
          );
      }
      if (layer.short === 'Dalle' || layer.short === 'Prédalle')
        parts.push(
          `<path d="M${left + 6} ${y + height - Math.min(8, height / 3)} h${right - left - 12}" stroke="#3e4c59" stroke-width="1.2" stroke-dasharray="2 6"/>`,
        );
    }
    parts.push(text(right + 14, y + height / 2 + 4, `${layer.short} ${layer.thickness} cm`, 12));
    y += height;
  }
  return svg(`Vue en coupe – ${entry.libelle}`, parts.join(''));
}

interface Illustration {
  title: string;
  caption: string;
  draw: () => string;
}

const house = (highlight: 'bas' | 'sous-sol' | 'intermediaire') => {
  const parts = [
    `<path d="M120 110 L240 50 L360 110 Z" fill="#c3c8ce" stroke="#3e4c59"/>`,
    `<rect x="130" y="110" width="220" height="150" fill="#ffffff" stroke="#3e4c59"/>`,
    `<rect x="130" y="260" width="220" height="36" fill="${highlight === 'sous-sol' ? '#e1e5ea' : '#f4f6f8'}" stroke="#3e4c59" stroke-dasharray="${highlight === 'sous-sol' ? '0' : '4 3'}"/>`,
  ];
  const y = highlight === 'intermediaire' ? 185 : 258;
  parts.push(`<rect x="126" y="${y}" width="228" height="8" fill="#d64545"/>`);
  return parts.join('');
};

const ILLUSTRATIONS: Record<string, Illustration> = {
  'vide-sanitaire': {
    title: 'Plancher bas sur vide sanitaire',
    caption: 'Le plancher repose au-dessus d’un vide ventilé.',
    draw: () => house('bas'),
  },
  'haut-de-sous-sol': {
    title: 'Plancher haut de sous-sol',
    caption: 'Le plancher couvre un sous-sol ou un parking non chauffé.',
    draw: () => house('sous-sol'),
  },
  intermediaire: {
    title: 'Plancher intermédiaire',
    caption: 'Le plancher sépare deux niveaux chauffés.',
    draw: () => house('intermediaire'),
  },
  'coefficient-up': {
    title: 'Coefficient Up',
    caption: 'Flux de chaleur à travers le plancher, ponts thermiques compris.',
    draw: () =>
      [
        `<rect x="60" y="150" width="360" height="30" fill="#b8bec6" stroke="#3e4c59"/>`,
        `<rect x="60" y="180" width="360" height="18" fill="#d9e4f2" stroke="#3e4c59"/>`,
        ...[120, 200, 280, 360].map(
          (x) =>
            `<path d="M${x} 110 v30 m-6 -8 l6 8 l6 -8" stroke="#d64545" stroke-width="2" fill="none"/><path d="M${x} 205 v30 m-6 -8 l6 8 l6 -8" stroke="#d64545" stroke-width="1" fill="none" opacity="0.5"/>`,
        ),
      ].join(''),
  },
  continuite: {
    title: 'Plancher continu',
    caption: 'Deux travées de part et d’autre d’un appui intermédiaire.',
    draw: () =>
      [
        `<rect x="40" y="140" width="400" height="22" fill="#b8bec6" stroke="#3e4c59"/>`,
        `<rect x="40" y="162" width="20" height="100" fill="#8e959e"/>`,
        `<rect x="228" y="162" width="24" height="100" fill="#8e959e"/>`,
        `<rect x="420" y="162" width="20" height="100" fill="#8e959e"/>`,
        `<path d="M200 132 h80" stroke="#d64545" stroke-width="3"/>`,
        text(205, 126, 'chapeaux', 11, 'normal', '#d64545'),
        `<path d="M60 205 h168 M252 205 h168" stroke="#52606d" stroke-width="1" marker-end="none"/>`,
        text(115, 198, 'travée 1', 12),
        text(305, 198, 'travée 2', 12),
        `<path d="M228 272 h24" stroke="#52606d" stroke-width="1"/>`,
        text(216, 288, 'largeur', 11, 'normal', '#52606d'),
      ].join(''),
  },
};

/** The illustration of a tooltip; undefined for an unknown name. */
export function illustrationSvg(name: string): string | undefined {
  const illustration = ILLUSTRATIONS[name];
  if (!illustration) return undefined;
  return svg(
    illustration.title,
    [
      text(20, 32, illustration.title, 16, 'bold'),
      illustration.draw(),
      text(20, HEIGHT - 10, illustration.caption, 12, 'normal', '#52606d'),
    ].join(''),
  );
}
