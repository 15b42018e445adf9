/** Provider states of the generalTools operations (the state table of docs/api/generalTools.md). */
export const generalToolStates: Record<string, () => void | Promise<void>> = {};
