/** What one cart holds at most: lines, and units in a line (openapi.json's `quantity` maximum). */
export const MAX_LINES = 100;
export const MAX_QUANTITY = 999;
