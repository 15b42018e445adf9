/**
 * The floor configurator's results (spec 002 §2.2-§2.4, §4.1, §8): the solutions found, their order,
 * the solution detail, its carbon data, the keep-for-later actions, the agency contact, the
 * share-by-mail dialog and the side-by-side comparison.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  CarbonFootprintDatas,
  FloorSimulationResult,
  SolutionDetailDatas,
} from '@/api/floorTypes';

export type SortOrder = 'asc' | 'desc';
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** The most solutions compared side by side. */
export const MAX_COMPARED = 3;

export interface ContactRequest {
  lastName: string;
  firstName: string;
  company: string;
  tel: string;
  email: string;
  message: string;
}

export interface ShareRequest {
  firstname: string;
  lastname: string;
  senderEmail: string;
  email1: string;
  email2: string;
  email3: string;
}

export interface ResultReceivedPayload {
  result: FloorSimulationResult;
  /** The result of a past simulation (history={id}): the back link to the history is shown. */
  fromHistory: boolean;
  /** A solution to open directly (historySolution={slug}). */
  openSlug?: string | null;
}

export interface FloorSolutionsState {
  result: FloorSimulationResult | null;
  fromHistory: boolean;
  sort: SortOrder;
  /** The solution whose detail is open, by slug. */
  openSlug: string | null;
  detail: {
    status: LoadStatus;
    slug: string | null;
    datas: SolutionDetailDatas | null;
    error: string | null;
  };
  carbon: {
    concrete: string | null;
    status: LoadStatus;
    datas: CarbonFootprintDatas | null;
  };
  /** The saved solution's id per slug (the share takes it). */
  savedIds: Record<string, number>;
  busy: {
    save: boolean;
    recap: boolean;
    carbonRecap: boolean;
    files: boolean;
    carbonLink: boolean;
  };
  /**
   * The carbon simulator's address, once fetched: the page loads it in the window it opened on the
   * click ('failed': the page closes that window).
   */
  carbonLink: { url: string | null; failed: boolean };
  contact: { open: boolean; submitting: boolean; sent: boolean };
  /** The logged-in user's profile (GET /api/user/), read when the contact form opens (§3, §5.3). */
  contactProfile: Partial<ContactRequest> | null;
  share: { open: boolean; submitting: boolean };
  compare: {
    slugs: string[];
    open: boolean;
    limitReached: boolean;
    /** Counts the refused choices (a refused checkbox is drawn again unticked). */
    refusals: number;
  };
}

export const initialFloorSolutionsState: FloorSolutionsState = {
  result: null,
  fromHistory: false,
  sort: 'asc',
  openSlug: null,
  detail: { status: 'idle', slug: null, datas: null, error: null },
  carbon: { concrete: null, status: 'idle', datas: null },
  savedIds: {},
  busy: { save: false, recap: false, carbonRecap: false, files: false, carbonLink: false },
  carbonLink: { url: null, failed: false },
  contact: { open: false, submitting: false, sent: false },
  contactProfile: null,
  share: { open: false, submitting: false },
  compare: { slugs: [], open: false, limitReached: false, refusals: 0 },
};

type BusyKey = keyof FloorSolutionsState['busy'];

export const floorSolutionsSlice = createSlice({
  name: 'floorSolutions',
  initialState: initialFloorSolutionsState,
  reducers: {
    resultReceived(_state, action: PayloadAction<ResultReceivedPayload>): FloorSolutionsState {
      const { result, fromHistory, openSlug } = action.payload;
      const only = result.solutions.length === 1 ? (result.solutions[0]?.slug ?? null) : null;
      const asked =
        openSlug && result.solutions.some((solution) => solution.slug === openSlug)
          ? openSlug
          : null;
      return {
        ...initialFloorSolutionsState,
        result,
        fromHistory,
        // A solution asked for by slug, else exactly one solution opens its detail directly
        // (spec 002 §2.1, §4.1).
        openSlug: asked ?? (openSlug || only),
      };
    },
    cleared: () => initialFloorSolutionsState,
    sortChanged(state, action: PayloadAction<SortOrder>) {
      state.sort = action.payload;
    },

    detailOpened(state, action: PayloadAction<string>) {
      state.openSlug = action.payload;
    },
    detailClosed(state) {
      state.openSlug = null;
      state.detail = { ...initialFloorSolutionsState.detail };
      state.carbon = { ...initialFloorSolutionsState.carbon };
    },
    detailRequested(state, action: PayloadAction<string>) {
      state.detail = { status: 'loading', slug: action.payload, datas: null, error: null };
      state.carbon = { ...initialFloorSolutionsState.carbon };
    },
    detailLoaded(state, action: PayloadAction<SolutionDetailDatas>) {
      state.detail = {
        status: 'loaded',
        slug: state.detail.slug,
        datas: action.payload,
        error: null,
      };
    },
    detailFailed(state, action: PayloadAction<string>) {
      state.detail.status = 'error';
      state.detail.error = action.payload;
    },
    previousPageClicked: () => undefined,

    concreteChosen(state, action: PayloadAction<string>) {
      state.carbon.concrete = action.payload;
      state.carbon.status = 'loading';
    },
    carbonLoaded(state, action: PayloadAction<CarbonFootprintDatas>) {
      state.carbon.status = 'loaded';
      state.carbon.datas = action.payload;
    },
    carbonFailed(state) {
      state.carbon.status = 'error';
    },

    saveClicked: () => undefined,
    recapClicked: () => undefined,
    carbonRecapClicked: () => undefined,
    filesClicked: () => undefined,
    carbonLinkClicked: () => undefined,
    busyChanged(state, action: PayloadAction<{ key: BusyKey; busy: boolean }>) {
      state.busy[action.payload.key] = action.payload.busy;
    },
    solutionSaved(state, action: PayloadAction<{ slug: string; id: number }>) {
      state.savedIds[action.payload.slug] = action.payload.id;
    },
    carbonLinkReceived(state, action: PayloadAction<string | null>) {
      state.carbonLink = { url: action.payload, failed: action.payload === null };
    },
    carbonLinkOpened(state) {
      state.carbonLink = { url: null, failed: false };
    },

    contactClicked(state) {
      state.contact = { open: true, submitting: false, sent: false };
    },
    contactProfileLoaded(state, action: PayloadAction<Partial<ContactRequest>>) {
      state.contactProfile = action.payload;
    },
    contactClosed(state) {
      state.contact = { open: false, submitting: false, sent: false };
    },
    contactSubmitted(state, _action: PayloadAction<ContactRequest>) {
      state.contact.submitting = true;
    },
    contactSucceeded(state) {
      state.contact = { open: true, submitting: false, sent: true };
    },
    contactFailed(state) {
      state.contact.submitting = false;
    },

    shareClicked: () => undefined,
    shareDialogOpened(state) {
      state.share = { open: true, submitting: false };
    },
    shareClosed(state) {
      state.share = { open: false, submitting: false };
    },
    shareSubmitted(state, _action: PayloadAction<ShareRequest>) {
      state.share.submitting = true;
    },
    shareSucceeded(state) {
      state.share = { open: false, submitting: false };
    },
    shareFailed(state) {
      state.share.submitting = false;
    },

    compareToggled(state, action: PayloadAction<string>) {
      const slug = action.payload;
      const slugs = state.compare.slugs;
      if (slugs.includes(slug)) {
        state.compare.slugs = slugs.filter((one) => one !== slug);
        state.compare.limitReached = false;
      } else if (slugs.length >= MAX_COMPARED) {
        state.compare.limitReached = true;
        state.compare.refusals += 1;
      } else {
        state.compare.slugs = [...slugs, slug];
        state.compare.limitReached = false;
      }
    },
    compareCleared(state) {
      state.compare = { ...initialFloorSolutionsState.compare };
    },
    compareOpened(state) {
      if (state.compare.slugs.length >= 2) state.compare.open = true;
    },
    compareClosed(state) {
      state.compare.open = false;
    },
  },
  selectors: {
    selectFloorSolutions: (state) => state,
  },
});

export const solutionsActions = floorSolutionsSlice.actions;
export const { selectFloorSolutions } = floorSolutionsSlice.selectors;
export const solutionsReducer = floorSolutionsSlice.reducer;
