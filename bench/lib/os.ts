/** The machine the figures were measured on. */
import { cpus, loadavg } from 'node:os';

export const os = {
  cpus: cpus().length,
  model: cpus()[0]?.model.trim() ?? 'unknown CPU',
  load: loadavg()
    .map((value) => value.toFixed(1))
    .join(' / '),
};
