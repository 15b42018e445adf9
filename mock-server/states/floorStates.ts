/** Provider states of the floor operations (the state table of docs/api/floor.md). */
export const floorStates: Record<string, () => void | Promise<void>> = {};
