/**
 * The PSI library of the general site (spec 001 §2.3, §3, §7; docs/api/catalogue.md): the search
 * with its filters, the link of its PDF report and the report itself.
 *
 * The search is public. The report link needs a logged-in user (spec §1: downloading a PDF needs a
 * login); the link itself carries the choices, so the PDF opens in a new window without a token.
 */
import { db } from '../../db/mockDb';
import { CatalogueError } from '../../db/generalTools/catalogue';
import {
  choicesOfReportKey,
  LIBRARY_MESSAGES,
  LIBRARY_REPORT_FILE_NAME,
  libraryReportPdf,
  libraryResponse,
  parseFilterChoices,
  reportLinkOf,
  reportRefusal,
} from '../../db/generalTools/library';
import { pdfResponse } from '../../files/fileResponse';
import { fail, jsonBody, notFound, ok, withUser } from '../respond';
import { route } from '../route';
import { refusal } from './catalogueHandlers';

export const libraryHandlers = [
  /** The library's filters and, with `lunchResearch`, its results. */
  route('POST', '/api/filters/bibliotheque', async ({ request }) => {
    const body = await jsonBody(request);
    try {
      const choices = parseFilterChoices(body.filterChoices);
      return ok({
        datas: libraryResponse(choices, {
          lunchResearch: body.lunchResearch === true,
          save: body.save === true,
        }),
      });
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
