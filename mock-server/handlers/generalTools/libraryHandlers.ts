/**
 * The PSI library of the general site (spec 001 §2.3, §3, §7; docs/api/catalogue.md): the search
 * with its filters, the link of its PDF report and the report itself.
 *
 * The search is public. The report link needs a logged-in user (spec §1: downloading a PDF needs a
 * login); the link itself carries the choices, so the PDF opens in a new window without a token.
 */
import { db } from '../../db/mockDb';
import { catalogueTables, CatalogueError } from '../../db/generalTools/catalogue';
import {
  choicesHash,
  choicesOfReportKey,
  LIBRARY_MESSAGES,
  libraryResponse,
  parseFilterChoices,
  reportLinkOf,
  reportRefusal,
} from '../../db/generalTools/library';
import { LIBRARY_REPORT_FILE_NAME, libraryReportPdf } from '../../db/generalTools/libraryReport';
import { pdfResponse } from '../../files/fileResponse';
import { absoluteUrlsOrigin } from '../../publicUrls';
import { fail, jsonBody, jsonText, notFound, ok, withUser } from '../respond';
import { route } from '../route';
import { refusal } from './catalogueHandlers';

/** How many searches' answers are kept (the most recently asked). */
export const CACHED_SEARCHES = 64;

/**
 * The answers of the last searches, by catalogue: an answer depends only on the search and the
 * catalogue, which nothing writes to, and takes a pass over every PSI value to build (a few
 * milliseconds); users and the filter loader ask the same searches again and again.
 */
const answers = new WeakMap<object, Map<string, Uint8Array<ArrayBuffer>>>();
const utf8 = new TextEncoder();

function cachedAnswer(key: string, build: () => string): Uint8Array<ArrayBuffer> {
  const tables = catalogueTables();
  let kept = answers.get(tables);
  if (!kept) answers.set(tables, (kept = new Map()));
  let text = kept.get(key);
  if (text === undefined) text = utf8.encode(build());
  // Most recent last: the first is the one asked longest ago.
  kept.delete(key);
  kept.set(key, text);
  if (kept.size > CACHED_SEARCHES) kept.delete(kept.keys().next().value!);
  return text;
}

export const libraryHandlers = [
  /** The library's filters and, with `lunchResearch`, its results. */
  route('POST', '/api/filters/bibliotheque', async ({ request }) => {
    const body = await jsonBody(request);
    try {
      const choices = parseFilterChoices(body.filterChoices);
      const options = { lunchResearch: body.lunchResearch === true, save: body.save === true };
      return jsonText(
        // The answer's image addresses depend on the origin they are put on (publicUrls.ts).
        cachedAnswer(
          `${choicesHash(choices)}/${options.lunchResearch}/${options.save}/${absoluteUrlsOrigin()}`,
          () => JSON.stringify({ success: true, datas: libraryResponse(choices, options) }),
        ),
      );
    } catch (error) {
      return refusal(error);
    }
  }),

  /** The link of the PDF report of a search (logged-in users). */
  route(
    'POST',
    '/api/filters/bibliotheque/get-rapport-link',
    withUser(async ({ request }) => {
      const body = await jsonBody(request);
      try {
        const choices = parseFilterChoices(body.filterChoices);
        const refused = reportRefusal(choices);
        if (refused) throw new CatalogueError(refused);
        return ok({ datas: { link: reportLinkOf(choices) } });
      } catch (error) {
        return refusal(error);
      }
    }),
  ),

  /** **Project-defined**: the PDF report behind the link. */
  route<{ key: string }>(
    'GET',
    '/api/filters/bibliotheque/rapport/{key}.pdf',
    async ({ params }) => {
      const choices = choicesOfReportKey(params.key);
      if (!choices || choices.size === 0) return notFound(LIBRARY_MESSAGES.reportNotFound);
      const refused = reportRefusal(choices);
      if (refused) return fail(400, { message: refused });
      const bytes = await libraryReportPdf(choices, db.now());
      return pdfResponse(bytes, LIBRARY_REPORT_FILE_NAME);
    },
    { notFound: LIBRARY_MESSAGES.reportNotFound },
  ),
];
