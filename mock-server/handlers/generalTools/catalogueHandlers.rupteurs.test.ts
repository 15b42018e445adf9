/**
 * The general site's catalogue handlers: the rupteurs, their pictures, and the provider state that
 * seeds a refine configuration.
 */
import { downloadMedia, getConfiguration, getRupteur, getRupteurs } from '@/api/catalogue';
import type { PsiValue } from '@/api/catalogueTypes';
import {
  catalogueTables,
  filterIdOfValue,
  psiValueCharacteristics,
  psiValuesOfRupteur,
  rupteurIdOfPsiValue,
} from '../../db/generalTools/catalogue';
import { RUPTEURS } from '../../db/generalTools/catalogueData';
import { providerStates } from '../../providerStates';
import { clientWith } from '../testSupport';
import {
  visitor,
  textOf,
  columns,
  INTERMEDIATE,
  PRE_SLABS,
  FACADE,
  CONCRETE,
  ITI,
  REI30,
} from './catalogueHandlersTestSetup';

describe('POST /api/rupteur and /api/rupteur/{id}', () => {
  it('lists the matching rupteurs with only their matching PSI values', async () => {
    const answers = [INTERMEDIATE, PRE_SLABS, FACADE, ITI, REI30];
    const { status, body } = await getRupteurs(visitor, { filters: answers, dataType: 'rup' });
    expect(status).toBe(200);
    const [thermo, ...others] = body.datas!.rupteurs;
    expect(others).toEqual([]);
    expect(thermo).toMatchObject({ id: 501, uuid: '1' });
    expect(thermo!.psiValues.length).toBeGreaterThan(0);
    expect(thermo!.psiValues.length).toBeLessThan(psiValuesOfRupteur(501).length);
    for (const psi of thermo!.psiValues) {
      const characteristics = psiValueCharacteristics(psi.id)!;
      expect(characteristics.get(22)).toBe(INTERMEDIATE);
      expect(characteristics.get(24)).toBe(FACADE);
    }
  });

  it('accepts refine values among the filters', async () => {
    const { body } = await getRupteurs(visitor, {
      filters: [INTERMEDIATE, PRE_SLABS, FACADE, CONCRETE, ITI, REI30, 292, 301, 362],
      dataType: 'rup',
    });
    expect(body.datas!.rupteurs.map((rupteur) => rupteur.psiValues.length)).toEqual([1]);
  });

  it('refuses unknown values with 400', async () => {
    const { status, body } = await getRupteurs(visitor, { filters: [4242], dataType: 'rup' });
    expect(status).toBe(400);
    expect(body.message).toBe('Réponse inconnue : 4242.');
  });

  it('answers the environmental product of complete pou, pre or mur answers', async () => {
    const incomplete = await getRupteurs(visitor, { filters: [], dataType: 'mur' });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toBeTruthy();
  });

  it('reads a rupteur with all its PSI values', async () => {
    const { status, body } = await getRupteur(clientWith('dev.whatever'), 501);
    expect(status).toBe(200);
    const rupteur = body.datas!.rupteur;
    expect(rupteur).toMatchObject({
      id: 501,
      uuid: '1',
      name: 'ThermoPrédalle TPR à rupteur intégré',
      visual: 'rupteur-thermopredalle-tpr',
      image: {
        url: '/media/download/rupteur-thermopredalle-tpr',
        urlThumb: '/media/download/rupteur-thermopredalle-tpr?format=thumb',
      },
    });
    expect(rupteur.psiValues).toEqual(psiValuesOfRupteur(501));
    expect(rupteur.psiValues[0]).toEqual({
      id: expect.any(Number),
      psiMoyen: expect.any(Number),
      psiAbout: expect.any(Number),
      psiRive: expect.any(Number),
      psiRt: expect.any(Number),
      psiRnt: expect.any(Number),
      image: { url: expect.stringMatching(/^\/media\/download\/schema-/) },
      urlRefSite: expect.stringMatching(/^https:\/\/www\.rupteo\.fr\/references\//),
    } satisfies Record<keyof PsiValue, unknown>);
  });

  it.each([['999'], ['abc']])('answers 404 for rupteur %s', async (id) => {
    const { status, body } = await visitor.request({
      method: 'POST',
      url: `/api/rupteur/${id}`,
      data: {},
    });
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message: 'Rupteur introuvable.' });
  });
});

describe('GET /media/download/{visual}', () => {
  it('draws each product as an SVG, and its thumbnail', async () => {
    const { status, body } = await downloadMedia(visitor, 'rupteur-thermopredalle-tpr');
    expect(status).toBe(200);
    expect((body.file as Blob).type).toMatch(/^image\/svg\+xml/);
    const svg = await textOf(body.file);
    expect(svg).toMatch(/^<\?xml[^>]*>\s*<svg /);
    expect(svg).toContain('ThermoPrédalle TPR à rupteur intégré');
    expect(svg).toContain('width="480"');
    const thumb = await textOf(
      (await downloadMedia(visitor, 'rupteur-thermopredalle-tpr', true)).body.file,
    );
    expect(thumb).toContain('width="160"');
  });

  it('serves every picture the catalogue links to', async () => {
    const { filters, psiValues } = catalogueTables();
    const urls = new Set([
      ...RUPTEURS.map((rupteur) => `/media/download/${rupteur.visual}`),
      ...psiValues.map((record) => record.psi.image!.url),
      ...[...filters.values()].flatMap((filter) =>
        filter.background ? [`/media/download/${filter.background}`] : [],
      ),
    ]);
    expect(urls.size).toBeGreaterThan(25);
    for (const url of urls) {
      const { status } = await visitor.request({
        method: 'GET',
        url,
        public: true,
        responseType: 'blob',
      });
      expect([url, status]).toEqual([url, 200]);
    }
  });

  it('answers 404 for an unknown visual', async () => {
    const { status, body } = await visitor.request({
      method: 'GET',
      url: '/media/download/inconnu',
      public: true,
    });
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message: 'Image introuvable.' });
  });
});

it('filterIdOfValue follows the id scheme of the catalogue', () => {
  expect(filterIdOfValue(INTERMEDIATE)).toBe(22);
  expect(filterIdOfValue(362)).toBe(36);
  expect(filterIdOfValue(9)).toBeUndefined();
});

describe('provider state', () => {
  it('history 1501 is a thermo-pre-slab result on an intermediate floor', async () => {
    await providerStates['history 1501 is a thermo-pre-slab result on an intermediate floor']!();
    const { status, body } = await getConfiguration(clientWith('dev.pact-device'), {
      historyId: 1501,
      answers: [],
    });
    expect(status).toBe(200);
    expect(columns(body.datas!.filters)).toEqual([9, 10, 16]);
    const complete = await getConfiguration(visitor, { historyId: 1501, answers: [292, 301, 362] });
    expect(rupteurIdOfPsiValue(complete.body.datas!.psiValue!.id)).toBe(501);
  });
});
