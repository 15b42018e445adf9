/** The machine the figures were measured on. */
import { cpus, loadavg } from 'node:os';

const loadNow = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

export const os = {
  cpus: cpus().length,
  model: cpus()[0]?.model.trim() ?? 'unknown CPU',
  load: loadNow(),
};

/** A run's date and machine: cores, and the load average (1 / 5 / 15 min) at its start and end. */
export interface RunInfo {
  started: string;
  finished: string;
  cores: number;
  model: string;
  loadStart: string;
  loadEnd: string;
  chromium: string;
}

/** Notes the start of a run; `end` completes it with the load at the end. */
export function machineAtStart(): { end: (chromium: string) => RunInfo } {
  const started = new Date().toISOString();
  const loadStart = loadNow();
  return {
    end: (chromium) => ({
      started,
      finished: new Date().toISOString(),
      cores: os.cpus,
      model: os.model,
      loadStart,
      loadEnd: loadNow(),
      chromium,
    }),
  };
}

/** The run in one sentence, above its tables. */
export function describeRun(run: RunInfo): string {
  return (
    `Measured ${run.started.slice(0, 16).replace('T', ' ')} to ${run.finished.slice(11, 16)} UTC on ` +
    `${run.cores} cores (${run.model}), load average (1 / 5 / 15 min) ${run.loadStart} at the start ` +
    `and ${run.loadEnd} at the end${run.chromium ? `; Chromium ${run.chromium}` : ''}.`
  );
}
