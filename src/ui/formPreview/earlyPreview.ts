/**
 * The form's preview that the page's first paint showed (previewSlots.ts), for the app's first
 * render: before the page has asked anything (its status still 'idle'), the configurators'
 * loading views show the same step titles and first step, rather than the frame's texts vanishing
 * until the store has them.
 */
import { answeredEarly, type FirstRequest, type FormPreview } from '@/api/firstRequests';

/** The preview in the answer to the page's early request, if it has come and holds a form. */
export function earlyFormPreview(request: FirstRequest, apiBaseUrl: string): FormPreview | null {
  const answer = answeredEarly(`${apiBaseUrl}${request.path}`);
  return answer?.status === 200 ? request.previewOf(answer.data) : null;
}
