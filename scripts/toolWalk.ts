/**
 * Walks the three tools against the standalone mock server (`npm run mock:walk`), with the app's
 * own API client functions (src/api/) only:
 *
 * 1. the questionnaire of the thermal-break finder (general site), once per value of its first
 *    question, down to one rupteur with its PSI values;
 * 2. the floor configurator: form, simulation, solutions by thickness, then (logged in) the PDF
 *    recap and the zip of a solution's documents;
 * 3. the carbon simulator: form steps 1 and 2 until complete, the simulation, its cluster, saving
 *    it to the account and its PDF recap, rendered with `pdftoppm` to prove it opens.
 *
 * Prints one line per step and exits non-zero when a check fails. The server is always stopped.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountLoginCheck } from '../src/api/auth';
import {
  downloadCarbonClusterRecap,
  getCarbonCluster,
  getSimulatorForm,
  saveCarbonCluster,
  submitCarbonSimulation,
} from '../src/api/carbon';
import type { SimulatorFormBody, SimulatorStep1 } from '../src/api/carbonTypes';
import { getFilters, getRupteurs } from '../src/api/catalogue';
import {
  downloadSolutionFiles,
  downloadSolutionRecap,
  getFloorConfigurator,
  submitFloorSimulation,
} from '../src/api/floor';
import type { FloorConfigurationValues, FloorSolution } from '../src/api/floorTypes';
import type { FieldDefinition, FieldValue, FormStep } from '../src/api/formDefinitionTypes';
import { createApiClient, type ApiClient } from '../src/api/http';
import { startMockServerProcess, type MockServerProcess } from './mockServerProcess';

const LOGIN = { username: 'claire.martin@maconnerie-martin.fr', password: 'Rupteo2024!' };
const MAX_ANSWERS = 8;

// ---- Report -------------------------------------------------------------------------------------

let failures = 0;

function report(ok: boolean, section: string, line: string): boolean {
  if (!ok) failures += 1;
  console.log(`${ok ? 'OK  ' : 'FAIL'} [${section}] ${line}`);
  return ok;
}

/** Stops the current walk (the others still run). */
class WalkAbort extends Error {}

function must(ok: boolean, section: string, line: string): void {
  if (!report(ok, section, line)) throw new WalkAbort(line);
}

// ---- Downloaded files ---------------------------------------------------------------------------

interface DownloadedFile {
  bytes: Uint8Array;
  /** The Content-Type, when the file carries it (a Blob does). */
  type: string | undefined;
  /** What the client handed over, for the report. */
  kind: string;
}

/** The bytes of `body.file`: a Blob (fetch adapter), a Buffer or an ArrayBuffer, or text. */
async function fileOf(file: unknown): Promise<DownloadedFile> {
  if (file instanceof Blob)
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      type: file.type || undefined,
      kind: 'Blob',
    };
  if (Buffer.isBuffer(file))
    return { bytes: new Uint8Array(file), type: undefined, kind: 'Buffer' };
  if (file instanceof ArrayBuffer)
    return { bytes: new Uint8Array(file), type: undefined, kind: 'ArrayBuffer' };
  if (ArrayBuffer.isView(file))
    return {
      bytes: new Uint8Array(file.buffer, file.byteOffset, file.byteLength),
      type: undefined,
      kind: 'TypedArray',
    };
  if (typeof file === 'string')
    // Text: binary bytes may already be lost; the signature checks below still tell.
    return { bytes: new TextEncoder().encode(file), type: undefined, kind: 'string' };
  throw new Error(`Unexpected downloaded file: ${Object.prototype.toString.call(file)}`);
}

function startsWith(bytes: Uint8Array, signature: string): boolean {
  return new TextDecoder('latin1').decode(bytes.slice(0, signature.length)) === signature;
}

function describeFile(name: string | undefined, file: DownloadedFile): string {
  return `${name ?? '(sans nom / no name)'}, ${file.bytes.length} octets / bytes, ${file.type ?? 'no Content-Type'} (${file.kind})`;
}

// ---- Forms --------------------------------------------------------------------------------------

function fieldsOf(steps: FormStep[]): Map<string, FieldDefinition> {
  const fields = new Map<string, FieldDefinition>();
  const visit = (field: FieldDefinition) => {
    fields.set(field.name, field);
    field.children?.forEach(visit);
  };
  steps.forEach((step) => step.fields.forEach(visit));
  return fields;
}

function choiceValues(field: FieldDefinition | undefined): string[] {
  if (!field) return [];
  const grouped = Object.values(field.groupedChoices ?? {}).flatMap((group) =>
    Object.values(group),
  );
  return [...Object.values(field.choices ?? {}), ...grouped];
}

// ---- 1. Questionnaire ---------------------------------------------------------------------------

async function questionnaireWalk(client: ApiClient): Promise<void> {
  const S = 'questionnaire';
  const start = await getFilters(client, { answers: [], dataType: 'rup' });
  const first = start.body.datas?.filters[0];
  must(
    start.status === 200 && !!first && first.filterValues.length > 0,
    S,
    `Départ sans réponse / start with no answer: ${start.body.datas?.nbResults ?? '?'} rupteurs, première question / first question « ${first?.name ?? '?'} » (${first?.filterValues.length ?? 0} valeurs / values)`,
  );

  for (const firstValue of first!.filterValues) {
    const answers = [firstValue.id];
    const path = [firstValue.value];
    let nbResults = Number.NaN;
    try {
      for (;;) {
        const step = await getFilters(client, { answers, dataType: 'rup' });
        // Only a refused step is reported here; the outcome of the walk is reported below.
        if (step.status !== 200 || !step.body.datas)
          must(
            false,
            S,
            `Réponses / answers [${answers.join(', ')}] refusées / refused: ${step.status} ${step.body.message ?? ''}`,
          );
        const datas = step.body.datas!;
        nbResults = datas.nbResults;
        const next = datas.filters[0]?.filterValues[0];
        if (nbResults <= 1 || !next || answers.length > MAX_ANSWERS) break;
        answers.push(next.id);
        path.push(next.value);
      }
      must(
        nbResults === 1 && answers.length <= MAX_ANSWERS,
        S,
        `« ${firstValue.value} »: ${nbResults} résultat(s) / result(s) après / after ${answers.length} réponses / answers (max ${MAX_ANSWERS}) — ${path.join(' › ')}`,
      );
      const found = await getRupteurs(client, { filters: answers, dataType: 'rup' });
      const rupteurs = found.body.datas?.rupteurs ?? [];
      const rupteur = rupteurs[0];
      report(
        found.status === 200 && rupteurs.length === 1 && (rupteur?.psiValues.length ?? 0) > 0,
        S,
        `« ${firstValue.value} » → ${rupteurs.length} rupteur « ${rupteur?.name ?? '?'} », ${rupteur?.psiValues.length ?? 0} valeurs PSI / PSI values (psiMoyen ${rupteur?.psiValues.map((psi) => psi.psiMoyen ?? '—').join(', ') ?? ''})`,
      );
    } catch (error) {
      if (!(error instanceof WalkAbort)) throw error;
    }
  }
}

// ---- 2. Floor -----------------------------------------------------------------------------------

/** An upper floor of a house (mock-server/handlers/floor/simulatorTestSetup.ts): many solutions. */
const FLOOR_VALUES: FloorConfigurationValues = {
  zipCode: '69003',
  configurationName: 'Parcours outillé – étage',
  projectCode: 'WALK-001',
  company: 'Maçonnerie Martin',
  floorPosition: 'intermediaire',
  floorLevel: 'R+1',
  usage: 'habitation',
  loadCase: 'habitation',
  gLoad: 150,
  qLoad: 150,
  continuity: false,
  floorSpan: 4.8,
  systems: ['tous'],
  entrevous: 'indifferent',
  acousticComfort: false,
  simulationId: null,
};

async function floorWalk(client: ApiClient, login: () => Promise<void>): Promise<void> {
  const S = 'plancher / floor';
  const form = await getFloorConfigurator(client);
  const steps = form.body.datas?.formArray ?? [];
  const fields = fieldsOf(steps);
  const unknown = Object.keys(FLOOR_VALUES).filter(
    (name) => name !== 'simulationId' && !fields.has(name),
  );
  must(
    form.status === 200 && form.body.datas?.status === '200' && unknown.length === 0,
    S,
    `Formulaire / form: étapes / steps ${steps.map((step) => step.step).join(', ')}, ${fields.size} champs / fields${unknown.length ? `, champs inconnus / unknown fields: ${unknown.join(', ')}` : ''}`,
  );
  for (const name of ['floorPosition', 'usage', 'loadCase'] as const) {
    const choices = choiceValues(fields.get(name));
    if (choices.length)
      must(
        choices.includes(String(FLOOR_VALUES[name])),
        S,
        `Choix / choice ${name} = ${String(FLOOR_VALUES[name])} parmi / among ${choices.length}`,
      );
  }

  const simulated = await submitFloorSimulation(client, FLOOR_VALUES);
  const result = simulated.body.datas;
  must(
    simulated.status === 200 && !!result,
    S,
    `Simulation: ${simulated.status} ${result?.message ?? simulated.body.message ?? JSON.stringify(simulated.body.error ?? '')}`,
  );
  const solutions = result!.solutions;
  const raw = solutions.map((solution) => solution.thickness);
  const sorted = [...solutions].sort((a, b) => a.thickness - b.thickness);
  report(
    solutions.length >= 2,
    S,
    `${solutions.length} solutions (simulation ${result!.simulation.id}, ${result!.agency.libelle})`,
  );
  console.log(`     ordre reçu / raw order (cm): ${raw.join(', ')}`);
  console.log(
    `     triées par épaisseur / sorted by thickness: ${sorted.map((s) => `${s.thickness} ${s.slug}`).join(' | ')}`,
  );
  report(
    sorted.every((solution, index) => solution === solutions[index]) &&
      sorted.every(
        (solution, index) => index === 0 || sorted[index - 1]!.thickness <= solution.thickness,
      ),
    S,
    `Ordre reçu = ordre trié par épaisseur croissante / raw order = ascending thickness order`,
  );

  await login();
  const withFiles: FloorSolution | undefined = sorted.find((solution) =>
    solution.links.some((link) => link.downloadable),
  );
  const chosen = withFiles ?? sorted[0]!;
  const recap = await downloadSolutionRecap(client, chosen.id, result!.simulation.id);
  if (recap.status === 200 && recap.body.file !== undefined) {
    const pdf = await fileOf(recap.body.file);
    report(
      startsWith(pdf.bytes, '%PDF-') && (pdf.type === undefined || pdf.type.includes('pdf')),
      S,
      `Récapitulatif PDF / PDF recap de « ${chosen.slug} »: ${describeFile(recap.body.fileName, pdf)}`,
    );
  } else
    report(false, S, `Récapitulatif PDF / PDF recap: ${recap.status} ${recap.body.message ?? ''}`);

  const zip = await downloadSolutionFiles(client, chosen.slug);
  if (zip.status === 200 && zip.body.file !== undefined) {
    const archive = await fileOf(zip.body.file);
    report(
      startsWith(archive.bytes, 'PK') &&
        (archive.type === undefined || archive.type.includes('zip')),
      S,
      `Documents zip / files zip: ${describeFile(zip.body.fileName, archive)}`,
    );
  } else report(false, S, `Documents zip / files zip: ${zip.status} ${zip.body.message ?? ''}`);
}

// ---- 3. Carbon ----------------------------------------------------------------------------------

/** A house's upper floor (mock-server/handlers/carbon/*.test.ts): completes the form. */
const CARBON_STEP1: SimulatorStep1 = { zipCode: '69003', projectName: 'Parcours outillé carbone' };
const CARBON_STEP2: [string, FieldValue][] = [
  ['systemType', 'poutrelles-entrevous-beton'],
  ['favorites', 'maison-etage'],
];

function pdftoppmAvailable(): boolean {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

async function carbonWalk(client: ApiClient, login: () => Promise<void>): Promise<void> {
  const S = 'carbone / carbon';
  const initial = await getSimulatorForm(client);
  const initialFields = fieldsOf(initial.body.formArray ?? []);
  const path = initialFields.get('path');
  const step1: SimulatorStep1 = {
    ...CARBON_STEP1,
    path: String(path?.forcedValue ?? path?.defaultValue ?? 'guided'),
  };
  must(
    initial.status === 200 && initial.body.isCompleted === false && initialFields.has('zipCode'),
    S,
    `Formulaire initial / initial form: ${(initial.body.formArray ?? []).map((step) => `étape / step ${step.step}: ${step.fields.map((field) => field.name).join(', ')}`).join(' ; ')}`,
  );

  let body: SimulatorFormBody = initial.body;
  const step2: { index: number; field: string; value: FieldValue }[] = [];
  for (const [field, value] of CARBON_STEP2) {
    const choices = choiceValues(fieldsOf(body.formArray ?? []).get(field));
    must(
      choices.includes(String(value)),
      S,
      `Choix / choice ${field} = ${String(value)} parmi / among [${choices.join(', ')}]`,
    );
    step2.push({ index: step2.length, field, value });
    const next = await getSimulatorForm(client, { step1, step2 });
    body = next.body;
    const errors = Object.entries(body.errors ?? {});
    must(
      next.status === 200 && errors.length === 0,
      S,
      `Étape 2 / step 2 après / after ${field}: isCompleted=${String(body.isCompleted)}${errors.length ? `, erreurs / errors ${JSON.stringify(body.errors)}` : ''}`,
    );
    if (body.isCompleted) break;
  }
  must(body.isCompleted === true, S, `Formulaire complet / form completed`);

  const submitted = await submitCarbonSimulation(client, { step1, step2, networkPassages: [] });
  const ids = submitted.body.datas;
  must(
    submitted.status === 200 && !!ids,
    S,
    `Simulation: ${submitted.status} ${submitted.body.message ?? ''} (cluster ${ids?.cluster ?? '?'}, simulation ${ids?.simulation ?? '?'})`,
  );

  const cluster = await getCarbonCluster(client, ids!.cluster);
  const simulations = cluster.body.datas?.simulations ?? [];
  must(
    cluster.status === 200 &&
      simulations.length > 0 &&
      simulations.every((simulation) => typeof simulation.carbonFootprint === 'number'),
    S,
    `Cluster ${ids!.cluster}: ${simulations.map((s) => `« ${s.title} » ${s.carbonFootprint} kg eq CO₂/m² (${s.note})`).join(', ')}`,
  );

  await login();
  const saved = await saveCarbonCluster(client, ids!.cluster);
  report(
    saved.status === 200 && saved.body.success,
    S,
    `Sauvegarde / save: ${saved.status} ${saved.body.message ?? ''}`,
  );

  const recap = await downloadCarbonClusterRecap(client, ids!.cluster);
  must(
    recap.status === 200 && recap.body.file !== undefined,
    S,
    `Récapitulatif PDF / PDF recap: ${recap.status} ${recap.body.message ?? ''}`,
  );
  const pdf = await fileOf(recap.body.file);
  must(
    startsWith(pdf.bytes, '%PDF-') && (pdf.type === undefined || pdf.type.includes('pdf')),
    S,
    `PDF: ${describeFile(recap.body.fileName, pdf)}`,
  );

  if (!pdftoppmAvailable()) {
    must(
      false,
      S,
      'pdftoppm introuvable / not found: installez / install poppler-utils (apt-get install -y poppler-utils)',
    );
  }
  const folder = mkdtempSync(join(tmpdir(), 'tool-walk-'));
  try {
    const file = join(folder, recap.body.fileName ?? 'recap.pdf');
    writeFileSync(file, pdf.bytes);
    execFileSync('pdftoppm', ['-png', '-r', '50', file, join(folder, 'page')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const pages = readdirSync(folder).filter((name) => name.endsWith('.png'));
    report(
      pages.length >= 1,
      S,
      `pdftoppm: ${pages.length} page(s) PNG — le PDF s’ouvre / the PDF opens`,
    );
  } catch (error) {
    report(false, S, `pdftoppm a échoué / failed: ${(error as Error).message}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

// ---- Main ---------------------------------------------------------------------------------------

async function main(): Promise<void> {
  let server: MockServerProcess | undefined;
  try {
    server = await startMockServerProcess();
    console.log(`Serveur fictif / mock server: ${server.url}`);
    let token: string | null = null;
    const client = createApiClient({ baseURL: server.url, getToken: () => token });

    const login = async (section: string) => {
      if (token) return;
      const { status, body } = await accountLoginCheck(client, { ...LOGIN, rememberMe: false });
      must(
        status === 200 && typeof body.token === 'string',
        section,
        `Connexion / login ${LOGIN.username}: ${status} ${body.user ? `${body.user.firstname} ${body.user.lastname}` : (body.message ?? '')}`,
      );
      token = body.token!;
    };

    const walks: [string, () => Promise<void>][] = [
      ['questionnaire', () => questionnaireWalk(client)],
      ['plancher / floor', () => floorWalk(client, () => login('plancher / floor'))],
      ['carbone / carbon', () => carbonWalk(client, () => login('carbone / carbon'))],
    ];
    for (const [name, walk] of walks) {
      console.log(`\n== ${name} ==`);
      // Each walk starts as a visitor.
      token = null;
      try {
        await walk();
      } catch (error) {
        if (!(error instanceof WalkAbort)) report(false, name, `Erreur / error: ${String(error)}`);
      }
    }
  } finally {
    await server?.stop();
  }
  console.log(
    failures === 0
      ? '\nParcours réussi / walk passed.'
      : `\n${failures} vérification(s) en échec / failed check(s).`,
  );
  if (failures > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
