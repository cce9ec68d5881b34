// The sentence around a position: the evidence of fields found by plain text search (prepare.ts).
export function sentenceAround(text: string, index: number): string {
  let start = index;
  while (start > 0 && !"\n。".includes(text[start - 1] as string)) start--;
  let end = index;
  while (end < text.length && !"\n。".includes(text[end] as string)) end++;
  return text.slice(start, Math.min(end, start + 200)).trim();
}
