import type { RetrievedPassage } from './full-text';

/** The usual reciprocal-rank-fusion constant: damps the weight of the very first ranks. */
const RRF_K = 60;

/** Reciprocal rank fusion: a passage ranked well by both methods beats one ranked first by one. */
export function fuseByReciprocalRank(
  lists: RetrievedPassage[][],
  limit: number,
): RetrievedPassage[] {
  const fused = new Map<string, { passage: RetrievedPassage; score: number }>();
  for (const list of lists) {
    list.forEach((passage, index) => {
      const entry = fused.get(passage.passageId) ?? { passage, score: 0 };
      entry.score += 1 / (RRF_K + index + 1);
      fused.set(passage.passageId, entry);
    });
  }
  return [...fused.values()]
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ passage, score }) => ({ ...passage, rank: score }));
}
