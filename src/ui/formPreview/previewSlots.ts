/**
 * The preview of a server form in the page's first paint. The configurators' prerendered frames
 * (StaticShell, `ownFrame`) carry empty places for the form's step titles and its first step's
 * title and description, marked with PREVIEW_SLOT; when the page's early request answers
 * (src/api/firstRequests.ts) before the app has replaced the frame, the inline script writes
 * them in (`fillFormPreview`). The app's own loading views show the same texts from the store.
 */
import type { FormPreview } from '@/api/firstRequests';

/** The attribute that marks a place of the preview in a frame. */
export const PREVIEW_SLOT = 'data-preview-slot';

/**
 * The places: the block of the first step's title and description (hidden until filled), those
 * two texts, the skeleton shown in their place until then, and the progress titles of steps 1
 * and 2.
 */
export type PreviewSlot = 'intro' | 'title' | 'description' | 'skeleton' | 'step-1' | 'step-2';

/** The attribute of a place, on an element of a frame (`inFrame`) only. */
export function previewSlot(slot: PreviewSlot, inFrame: boolean | undefined) {
  return inFrame ? { [PREVIEW_SLOT]: slot } : {};
}

/**
 * Writes the preview into the frame's places under `root` (as text: the server's strings are never
 * read as HTML) and shows the intro block; false when the frame has no places (the app has
 * already replaced it, or the page's frame has none).
 */
export function fillFormPreview(root: ParentNode, preview: FormPreview): boolean {
  const slot = (name: PreviewSlot) =>
    root.querySelector<HTMLElement>(`[${PREVIEW_SLOT}="${name}"]`);
  const intro = slot('intro');
  if (!intro) return false;
  const texts: [PreviewSlot, string | undefined][] = [
    ['title', preview.title],
    ['description', preview.description],
    ['step-1', preview.stepTitles[0]],
    ['step-2', preview.stepTitles[1]],
  ];
  for (const [name, text] of texts) {
    const element = slot(name);
    if (element && text) element.textContent = text;
  }
  const description = slot('description');
  if (description) description.hidden = !preview.description;
  const shown = Boolean(preview.title || preview.description);
  intro.hidden = !shown;
  const skeleton = slot('skeleton');
  if (skeleton) skeleton.hidden = shown;
  return true;
}
