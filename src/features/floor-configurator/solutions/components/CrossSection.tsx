import { Box } from '@chakra-ui/react';
import type { SolutionLayer } from '@/api/floorTypes';

/** Fill of each layer, top to bottom (concrete, tongue, infill…). */
const FILLS = ['#b8bec6', '#f2c14e', '#e8e3d3', '#8fb8de', '#c9a27e', '#9fc5a8'];

const WIDTH = 520;
const DRAWING_WIDTH = 220;
const HEIGHT = 240;

function layerText(layer: SolutionLayer): string {
  return `${layer.short} – ${layer.thickness.toLocaleString('fr-FR')} ${layer.unit}`;
}

/**
 * The tongue-thickness cross-section (spec 002 §2.3): the layers stacked top to bottom, each as high
 * as its share of the total thickness, with its short label, thickness and unit.
 */
export function CrossSection({ layers }: { layers: SolutionLayer[] }) {
  const total = layers.reduce((sum, layer) => sum + layer.thickness, 0);
  if (total <= 0) return null;
  const rows = layers.map((layer, index) => {
    const above = layers.slice(0, index).reduce((sum, one) => sum + one.thickness, 0);
    return {
      layer,
      y: (above / total) * HEIGHT,
      height: (layer.thickness / total) * HEIGHT,
      fill: FILLS[index % FILLS.length],
    };
  });
  const description = layers.map(layerText).join(', ');
  return (
    <Box overflowX="auto">
      <svg
        role="img"
        aria-label={`Coupe du plancher : ${description}`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        style={{ maxWidth: WIDTH, minWidth: 300 }}
      >
        {rows.map(({ layer, y: top, height, fill }) => (
          <g key={`${layer.short}-${top}`}>
            <rect
              x="0"
              y={top}
              width={DRAWING_WIDTH}
              height={Math.max(height, 1)}
              fill={fill}
              stroke="#4a5568"
              strokeWidth="1"
            />
            <line
              x1={DRAWING_WIDTH}
              y1={top + height / 2}
              x2={DRAWING_WIDTH + 16}
              y2={top + height / 2}
              stroke="#4a5568"
            />
            <text
              x={DRAWING_WIDTH + 22}
              y={top + height / 2}
              dominantBaseline="middle"
              fontSize="14"
              fill="#1a202c"
            >
              {layerText(layer)}
            </text>
          </g>
        ))}
      </svg>
    </Box>
  );
}
