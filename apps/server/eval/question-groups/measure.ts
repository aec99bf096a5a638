import { FRESH_PARAPHRASE_GROUPS } from './fresh-paraphrases';
import { PARAPHRASE_GROUPS, type ParaphraseGroup } from './paraphrases';

/** Every third group is held out (the third, sixth, ...): the threshold was tuned on the rest. */
export const isHeldOut = (index: number) => index % 3 === 2;
export const tuningGroups = PARAPHRASE_GROUPS.filter((_, i) => !isHeldOut(i));
export const heldOutGroups = PARAPHRASE_GROUPS.filter((_, i) => isHeldOut(i));
/**
 * The held-out groups' figure was read once, so a set written later by another writer, who was
 * asked to vary the words of a group's paraphrases as much as customers might, is reported beside
 * it: never tuned on, its questions never printed.
 */
export const freshGroups = FRESH_PARAPHRASE_GROUPS;

export interface GroupingFigures {
  questions: number;
  /** Share of questions in their group's cluster (the cluster holding most of the group). */
  inOwnCluster: number;
  /** Share of questions in a cluster where another group's questions are the most. */
  inWrongCluster: number;
}

/**
 * The issue's two figures for a clustering of `groups`' paraphrases, given as each question's
 * cluster label in the order of the groups and their paraphrases. A question counts as in its
 * group's cluster only when that cluster is its group's (no other group has more there): a merge
 * of two groups is wrong for the smaller one, never right for both.
 */
export function measureGrouping(groups: ParaphraseGroup[], labels: number[]): GroupingFigures {
  const owners: { group: number; label: number }[] = [];
  groups.forEach((group, g) => {
    for (const _ of group.paraphrases) owners.push({ group: g, label: labels[owners.length]! });
  });
  const countsByLabel = new Map<number, Map<number, number>>();
  for (const { group, label } of owners) {
    const counts = countsByLabel.get(label) ?? new Map<number, number>();
    counts.set(group, (counts.get(group) ?? 0) + 1);
    countsByLabel.set(label, counts);
  }
  /** The group with the most questions in the cluster (ties: none dominates, so none is wrong). */
  const dominant = (label: number): number | undefined => {
    const ranked = [...countsByLabel.get(label)!.entries()].sort((a, b) => b[1] - a[1]);
    return ranked.length > 1 && ranked[0]![1] === ranked[1]![1] ? undefined : ranked[0]![0];
  };
  let inOwn = 0;
  let inWrong = 0;
  groups.forEach((_, g) => {
    const mine = owners.filter((owner) => owner.group === g);
    const byLabel = new Map<number, number>();
    for (const { label } of mine) byLabel.set(label, (byLabel.get(label) ?? 0) + 1);
    const own = [...byLabel.entries()].sort((a, b) => b[1] - a[1])[0]![0];
    for (const { label } of mine) {
      const leader = dominant(label);
      if (leader !== undefined && leader !== g) inWrong += 1;
      else if (label === own && leader === g) inOwn += 1;
    }
  });
  return {
    questions: owners.length,
    inOwnCluster: inOwn / owners.length,
    inWrongCluster: inWrong / owners.length,
  };
}
