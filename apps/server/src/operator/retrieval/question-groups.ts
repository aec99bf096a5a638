import { createHash } from 'node:crypto';
import type { QuestionTopic } from './question-features';

/**
 * Grouping questions without a model (issue 25): each question is a set of features (its stems
 * and concepts, question-features.ts); two questions whose sets are similar enough (Jaccard) are
 * the same question in other words, and groups are what those pairs connect (union-find).
 *
 * A few hundred questions are compared pair by pair. Beyond that, MinHash signatures and LSH
 * banding propose the pairs worth comparing (questions sharing a band of their signature), so
 * the work grows with the questions, not with their square; every proposed pair is still checked
 * with the exact Jaccard, so banding can only miss a pair, never invent one.
 */

/** Two questions this similar (Jaccard of their features) are one question. Tuned on eval/. */
export const SIMILARITY_THRESHOLD = 0.35;
/** Up to this many questions, every pair is compared. */
export const EXACT_UP_TO = 400;
/** MinHash signature length, cut in bands of LSH_ROWS values. */
const SIGNATURE_LENGTH = 128;
/**
 * Two rows a band: a pair of Jaccard J shares some band with probability 1 - (1 - J²)^64, over
 * 0.98 at J = 0.25, so pairs at the threshold are nearly always proposed.
 */
const LSH_ROWS = 2;

export interface GroupingOptions {
  threshold?: number;
  /** 'exact' or 'minhash' forces a method (tests, the eval); by default it follows the size. */
  method?: 'exact' | 'minhash';
}

/** Jaccard similarity of two sets: shared over all. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const item of small) if (large.has(item)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** FNV-1a: a feature's 32-bit hash, the same in every process (keys and signatures are stable). */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Murmur3's finalizer over a seed: the i-th of the signature's hash functions. */
function mix(hash: number, seed: number): number {
  let h = (hash ^ Math.imul(seed, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The MinHash signature: per hash function, the least hash of the set's features. */
export function minHashSignature(features: Iterable<string>): Uint32Array {
  const signature = new Uint32Array(SIGNATURE_LENGTH).fill(0xffffffff);
  for (const feature of features) {
    const base = hashOf(feature);
    for (let i = 0; i < SIGNATURE_LENGTH; i++) {
      const value = mix(base, i + 1);
      if (value < signature[i]!) signature[i] = value;
    }
  }
  return signature;
}

function createUnionFind(size: number) {
  const parent = Array.from({ length: size }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  return {
    find,
    union(a: number, b: number) {
      const ra = find(a);
      const rb = find(b);
      if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
    },
  };
}

/** Calls `visit` with each pair sharing a band of their signatures (possibly more than once). */
function forEachCandidatePair(sets: ReadonlySet<string>[], visit: (a: number, b: number) => void) {
  const signatures = sets.map((set) => minHashSignature(set));
  for (let band = 0; band < SIGNATURE_LENGTH; band += LSH_ROWS) {
    const buckets = new Map<string, number[]>();
    sets.forEach((set, i) => {
      if (set.size === 0) return;
      const key = signatures[i]!.subarray(band, band + LSH_ROWS).join(',');
      const bucket = buckets.get(key);
      if (bucket) bucket.push(i);
      else buckets.set(key, [i]);
    });
    for (const bucket of buckets.values()) {
      for (let x = 0; x < bucket.length; x++) {
        for (let y = x + 1; y < bucket.length; y++) visit(bucket[x]!, bucket[y]!);
      }
    }
  }
}

/** How much two topics agree: the same word, the same concept, or a word and its synonym. */
export const MATCH = { word: 1, concept: 0.5, synonym: 0.75 } as const;
/**
 * How much a topic no other question of the batch shares still weighs (of its weight): it cannot
 * bring two questions together, but a question of one common word and several words of its own
 * is not that common word alone.
 */
const UNSHARED_WEIGHT = 0.15;
/** How fast a word's weight falls with how common it is in English. */
const COMMONNESS_PENALTY = 1.5;
/** A modifier topic ("big", "free") counts this much of a topic. */
const MODIFIER_WEIGHT = 0.5;

const intersects = (a: readonly string[], b: readonly string[]) => a.some((x) => b.includes(x));

function topicMatch(a: QuestionTopic, b: QuestionTopic): number {
  if (intersects(a.words, b.words)) return MATCH.word;
  if (a.concept && a.concept === b.concept) {
    // A concept alone ("how much") is the whole topic; two different words under one concept
    // ("vegan", "gluten") are two questions about it.
    return a.words.length === 0 && b.words.length === 0 ? MATCH.word : MATCH.concept;
  }
  if (intersects(a.words, b.related) || intersects(b.words, a.related)) return MATCH.synonym;
  return 0;
}

/**
 * How much each topic of each question weighs in this batch of questions: a word common in
 * English says less than a rare one ("give" and "offer" less than "loaner", a name like "slack"
 * most), a topic no other question shares in any form weighs little, since it cannot bring two
 * questions together but would keep them apart ("can I connect this to slack" is about slack),
 * and a modifier ("big", "free") weighs half. A batch-wide document frequency was tried first:
 * on a few hundred questions it rated "offer" as rare as "slack".
 */
export function topicWeights(questions: readonly (readonly QuestionTopic[])[]): number[][] {
  const frequency = new Map<string, number>();
  for (const topics of questions) {
    const own = new Set(topics.flatMap((topic) => [keyFeatureOf(topic), ...topic.words]));
    for (const feature of own) frequency.set(feature, (frequency.get(feature) ?? 0) + 1);
  }
  return questions.map((topics) =>
    topics.map((topic) => {
      const forms = [keyFeatureOf(topic), ...topic.words];
      const df = Math.max(...forms.map((form) => frequency.get(form) ?? 0));
      const isShared = df >= 2 || topic.related.some((word) => frequency.has(word));
      const specificity = 1 / (1 + COMMONNESS_PENALTY * Math.log10(1 + topic.commonness));
      return (
        specificity * (isShared ? 1 : UNSHARED_WEIGHT) * (topic.isModifier ? MODIFIER_WEIGHT : 1)
      );
    }),
  );
}

/**
 * Weighted Jaccard over topics: the weight of the topics the two questions share (each topic
 * matched at most once, best matches first; a concept or synonym match counts less than the same
 * word) over the weight of all their topics.
 */
export function topicSimilarity(
  a: readonly QuestionTopic[],
  b: readonly QuestionTopic[],
  weightsA: readonly number[] = a.map(() => 1),
  weightsB: readonly number[] = b.map(() => 1),
): number {
  const sum = (weights: readonly number[]) => weights.reduce((total, w) => total + w, 0);
  const total = sum(weightsA) + sum(weightsB);
  if (total === 0) return 0;
  const pairs: { i: number; j: number; value: number }[] = [];
  a.forEach((x, i) => {
    b.forEach((y, j) => {
      const match = topicMatch(x, y);
      if (match > 0) pairs.push({ i, j, value: match * Math.min(weightsA[i]!, weightsB[j]!) });
    });
  });
  pairs.sort((p, q) => q.value - p.value);
  const usedA = new Set<number>();
  const usedB = new Set<number>();
  let shared = 0;
  for (const { i, j, value } of pairs) {
    if (usedA.has(i) || usedB.has(j)) continue;
    usedA.add(i);
    usedB.add(j);
    shared += value;
  }
  // Each side's matched weight is at least the shared value: the union is what is left over.
  return shared / (total - shared);
}

/** The topic's one name in a key: its concept, else its first stem. */
const keyFeatureOf = (topic: QuestionTopic) =>
  topic.concept ? `~${topic.concept}` : [...topic.words].sort()[0]!;

/** Everything a question could share with another: what MinHash signs to propose pairs. */
export function featureSetOf(topics: readonly QuestionTopic[]): Set<string> {
  const set = new Set<string>();
  for (const topic of topics) {
    set.add(keyFeatureOf(topic));
    for (const word of topic.words) set.add(word);
    for (const word of topic.related) set.add(word);
  }
  return set;
}

/** Each question's names for its topics: what keys and typical members are made of. */
export const keyFeaturesOf = (topics: readonly QuestionTopic[]) => topics.map(keyFeatureOf);

/**
 * The clusters of questions, each a list of indexes into `questions` (in input order), largest
 * first. A question with no topic (only stop words) stays alone.
 */
export function clusterQuestions(
  questions: readonly (readonly QuestionTopic[])[],
  options: GroupingOptions = {},
): number[][] {
  const threshold = options.threshold ?? SIMILARITY_THRESHOLD;
  const unions = createUnionFind(questions.length);
  const weights = topicWeights(questions);
  const similarity = (a: number, b: number) =>
    topicSimilarity(questions[a]!, questions[b]!, weights[a], weights[b]);
  const consider = (a: number, b: number) => {
    if (unions.find(a) === unions.find(b)) return;
    if (similarity(a, b) >= threshold) unions.union(a, b);
  };
  const method = options.method ?? (questions.length <= EXACT_UP_TO ? 'exact' : 'minhash');
  if (method === 'exact') {
    for (let a = 0; a < questions.length; a++) {
      for (let b = a + 1; b < questions.length; b++) consider(a, b);
    }
  } else {
    forEachCandidatePair(questions.map(featureSetOf), consider);
  }
  const clusters = new Map<number, number[]>();
  questions.forEach((_, i) => {
    const root = unions.find(i);
    const cluster = clusters.get(root);
    if (cluster) cluster.push(i);
    else clusters.set(root, [i]);
  });
  return [...clusters.values()].sort((a, b) => b.length - a.length || a[0]! - b[0]!);
}

/** How many of a group's stems make its key. */
const KEY_STEMS = 3;

/**
 * The group's most frequent features, most frequent first (ties alphabetically): what its
 * questions have in common.
 */
export function topFeatures(members: readonly (readonly string[])[], limit = KEY_STEMS): string[] {
  const counts = new Map<string, number>();
  for (const features of members) {
    for (const feature of new Set(features)) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, limit)
    .map(([feature]) => feature);
}

/**
 * A group's stable key: a hash of its most frequent features, so a group keeps its key (and a
 * dismissal keeps holding) while new questions in other words join it.
 */
export function groupKeyOf(members: readonly (readonly string[])[]): string {
  const top = [...topFeatures(members)].sort();
  return createHash('sha256').update(top.join(' ')).digest('hex').slice(0, 16);
}

/**
 * The member most like the group: the one whose features the group shares most (the sum of each
 * feature's count in the group, over the question's size); ties go to the earliest in `members`.
 */
export function mostTypicalMember(members: readonly (readonly string[])[]): number {
  const counts = new Map<string, number>();
  for (const features of members) {
    for (const feature of new Set(features)) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  }
  let best = 0;
  let bestScore = -1;
  members.forEach((features, i) => {
    const set = new Set(features);
    let score = 0;
    for (const feature of set) score += counts.get(feature) ?? 0;
    score /= Math.max(1, Math.sqrt(set.size));
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  return best;
}
