/** The first letters of a title's first two words, for a product without a picture: "Merino Crew Sweater" → "MC". */
export const initialsOf = (title: string) =>
  title
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0].toUpperCase())
    .join('');
