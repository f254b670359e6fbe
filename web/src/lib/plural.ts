/** "1 meeting", "2 meetings": a count with its noun in the right number (regular plurals only). */
export const plural = (n: number, word: string, many = `${word}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? word : many}`;
