import { fillFormPreview, PREVIEW_SLOT, previewSlot } from './previewSlots';

/** A frame's places, as the configurators' frames draw them. */
function frame(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `
    <ol><li><span ${PREVIEW_SLOT}="step-1">Étape 1</span></li><li><span ${PREVIEW_SLOT}="step-2">Étape 2</span></li><li>Résultats</li></ol>
    <div ${PREVIEW_SLOT}="intro" hidden><h1 ${PREVIEW_SLOT}="title"></h1><p ${PREVIEW_SLOT}="description"></p></div>`;
  return root;
}

const slot = (root: HTMLElement, name: string) =>
  root.querySelector<HTMLElement>(`[${PREVIEW_SLOT}="${name}"]`)!;

describe('the form’s preview in the first paint', () => {
  it('marks places in a frame only', () => {
    expect(previewSlot('title', true)).toEqual({ [PREVIEW_SLOT]: 'title' });
    expect(previewSlot('title', false)).toEqual({});
  });

  it('writes the step titles and the first step, and shows them', () => {
    const root = frame();
    expect(
      fillFormPreview(root, {
        stepTitles: ['Votre projet', 'Votre plancher'],
        title: 'Votre projet',
        description: 'Quelques informations sur le chantier.',
      }),
    ).toBe(true);
    expect(slot(root, 'intro').hidden).toBe(false);
    expect(slot(root, 'title').textContent).toBe('Votre projet');
    expect(slot(root, 'description').textContent).toBe('Quelques informations sur le chantier.');
    expect(root.querySelector('ol')?.textContent).toBe('Votre projetVotre plancherRésultats');
  });

  it('writes the server’s texts as text, never as HTML', () => {
    const root = frame();
    fillFormPreview(root, {
      stepTitles: ['<img src=x onerror=alert(1)>'],
      title: '<b>Votre projet</b>',
      description: '',
    });
    expect(root.querySelector('img, b')).toBeNull();
    expect(slot(root, 'title').textContent).toBe('<b>Votre projet</b>');
  });

  it('keeps the placeholders of titles the server left empty, and hides an empty description', () => {
    const root = frame();
    fillFormPreview(root, { stepTitles: ['', ''], title: 'Votre projet', description: '' });
    expect(root.querySelector('ol')?.textContent).toBe('Étape 1Étape 2Résultats');
    expect(slot(root, 'description').hidden).toBe(true);
    expect(slot(root, 'intro').hidden).toBe(false);
  });

  it('leaves the intro hidden when the first step has neither title nor description', () => {
    const root = frame();
    fillFormPreview(root, { stepTitles: [], title: '', description: '' });
    expect(slot(root, 'intro').hidden).toBe(true);
  });

  it('does nothing once the app has replaced the frame', () => {
    const root = document.createElement('div');
    root.innerHTML = '<h1>Votre projet</h1>';
    expect(fillFormPreview(root, { stepTitles: ['X'], title: 'X', description: 'Y' })).toBe(false);
    expect(root.innerHTML).toBe('<h1>Votre projet</h1>');
  });
});
