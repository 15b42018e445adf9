/** Provider states of the carbon operations (the state table of docs/api/carbon.md). */
export const carbonStates: Record<string, () => void | Promise<void>> = {};
