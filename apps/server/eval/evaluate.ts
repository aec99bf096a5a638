import { performance } from 'node:perf_hooks';
import { saysItDoesNotKnow } from '../src/operator/models/builtin-answer';
import { splitSentences } from '../src/operator/retrieval/passages';
import {
  addKnowledge,
  call,
  signUpWithOrganization,
  type TestContext,
} from '../test/support/test-app';
import type { EvalBusiness, EvalQuestion } from './set';

/**
 * The application an evaluation asks: customers ask quickly and from one address, and the eval
 * measures answers, not the plan's throttles; a set keeps one application busy for longer than
 * the default request timeout's timers.
 */
export const EVAL_ENV = { PUBLIC_API_RATE_LIMITS: 'off', REQUEST_TIMEOUT_MS: '300000' } as const;

/** One business of the set, set up as a customer-facing site has it: knowledge and a public key. */
export interface EvalSite {
  business: EvalBusiness;
  key: string;
  token: string;
}

/** What one question got through the public API. */
export interface EvalTurn {
  site: EvalSite;
  question: EvalQuestion;
  answer: string;
  /** The passages stored as the answer's sources (read back through the dashboard's review). */
  sources: string[];
  /** The conversation's language as the public API answered it. */
  language: string;
}

export interface EvalOutcome {
  business: string;
  question: string;
  answerable: boolean;
  /** Answerable: every expected fact is there. Unanswerable: the operator said it does not know. */
  passed: boolean;
  /** Text from another business's knowledge that reached this business's customer. */
  leaks: string[];
  /** What was judged (the answer, or the passages given to the model). */
  judged: string;
}

export interface EvalReport {
  outcomes: EvalOutcome[];
  accuracy: number;
  abstention: number;
  leaks: number;
  answerable: number;
  unanswerable: number;
  turnMs: { p50: number; p95: number };
  /** How long what was judged is, on average: an answer that says more contains more facts. */
  meanChars: number;
}

const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** Gives a signed-up business (by its token) its knowledge, searchable once it resolves. */
export type SetUpKnowledge = (
  context: TestContext,
  token: string,
  business: EvalBusiness,
) => Promise<void>;

/** The knowledge as the business would paste it: each snippet a content of its own. */
export const addSnippets: SetUpKnowledge = async (context, token, business) => {
  for (const text of business.knowledge) {
    const added = await addKnowledge(context, token, text);
    if (added.statusCode !== 201) throw new Error(`knowledge refused: ${added.body}`);
  }
};

/** Signs each business up, gives it its knowledge and a public key, in the set's order. */
export async function setUpSites(
  context: TestContext,
  set: EvalBusiness[],
  setUpKnowledge: SetUpKnowledge = addSnippets,
): Promise<EvalSite[]> {
  const sites: EvalSite[] = [];
  for (const business of set) {
    const { token } = await signUpWithOrganization(context, business.name);
    await setUpKnowledge(context, token, business);
    const created = await call(context.app, 'POST', '/api-keys', {
      token,
      body: { name: 'Website' },
    });
    sites.push({ business, key: created.json().key as string, token });
  }
  return sites;
}

/**
 * Asks every question of every site as a new customer would (a new conversation each), through the
 * public API, and reads the stored sources back through the dashboard's conversation review.
 */
export async function askEveryQuestion(
  context: TestContext,
  sites: EvalSite[],
  onTurn: (turn: EvalTurn) => void,
  /** The browser's locale the widget would send (a set in another language than English). */
  locale?: string,
): Promise<number[]> {
  const durations: number[] = [];
  for (const site of sites) {
    for (const question of site.business.questions) {
      const started = performance.now();
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/v1/conversations',
        headers: { authorization: site.key },
        payload: { message: question.text, ...(locale ? { locale } : {}) },
      });
      durations.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`turn failed: ${response.body}`);
      const body = response.json();
      const review = await call(context.app, 'GET', `/conversations/${body.conversationId}`, {
        token: site.token,
      });
      const stored = review.json().messages.at(-1) as { sources: { text: string }[] };
      onTurn({
        site,
        question,
        answer: body.messages.at(-1).content as string,
        sources: stored.sources.map((source) => source.text),
        language: body.language as string,
      });
    }
  }
  return durations;
}

/**
 * The sentences of other businesses' knowledge found in `text`. Passages never cross tenants, so
 * any hit is a leak; the sentences are long enough (25+ characters) not to match by chance.
 */
export function leaksInto(text: string, own: EvalBusiness, set: EvalBusiness[]): string[] {
  const seen = normalize(text);
  const ownText = normalize(own.knowledge.join('\n'));
  return set
    .filter((other) => other.id !== own.id)
    .flatMap((other) => other.knowledge.flatMap((snippet) => splitSentences(snippet)))
    .map(normalize)
    .filter((sentence) => sentence.length >= 25 && !ownText.includes(sentence))
    .filter((sentence) => seen.includes(sentence));
}

/** Every expected fact of the question is in the text. */
export function containsFacts(text: string, facts: string[]): boolean {
  const seen = normalize(text);
  return facts.every((fact) => seen.includes(normalize(fact)));
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Accuracy over answerable questions, abstention over unanswerable ones, leaks over all. */
export function summarize(outcomes: EvalOutcome[], durations: number[]): EvalReport {
  const answerable = outcomes.filter((o) => o.answerable);
  const unanswerable = outcomes.filter((o) => !o.answerable);
  const share = (list: EvalOutcome[]) =>
    list.length === 0 ? 1 : list.filter((o) => o.passed).length / list.length;
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    outcomes,
    accuracy: share(answerable),
    abstention: share(unanswerable),
    leaks: outcomes.filter((o) => o.leaks.length > 0).length,
    answerable: answerable.length,
    unanswerable: unanswerable.length,
    turnMs: { p50: percentile(sorted, 50), p95: percentile(sorted, 95) },
    meanChars: Math.round(
      outcomes.reduce((sum, o) => sum + o.judged.length, 0) / Math.max(1, outcomes.length),
    ),
  };
}

/** How one turn is judged: whether it passed, what was judged, and what must hold no leak. */
type Judge = (turn: EvalTurn) => { passed: boolean; judged: string; shown: string };

/** Sets the businesses up, asks every question, judges each turn, and sums the outcomes. */
async function evaluateSet(
  context: TestContext,
  set: EvalBusiness[],
  judge: Judge,
  { locale, setUpKnowledge }: { locale?: string; setUpKnowledge?: SetUpKnowledge } = {},
): Promise<EvalReport> {
  const sites = await setUpSites(context, set, setUpKnowledge);
  const outcomes: EvalOutcome[] = [];
  const durations = await askEveryQuestion(
    context,
    sites,
    (turn) => {
      const { passed, judged, shown } = judge(turn);
      outcomes.push({
        business: turn.site.business.id,
        question: turn.question.text,
        answerable: 'expect' in turn.question,
        passed,
        leaks: leaksInto(shown, turn.site.business, set),
        judged,
      });
    },
    locale,
  );
  return summarize(outcomes, durations);
}

/**
 * The built-in engine on a set: every question asked through the public API as a new customer;
 * an answerable one passes when the answer holds every expected fact, an unanswerable one when
 * the operator says it does not know.
 */
export function evaluateBuiltin(
  context: TestContext,
  set: EvalBusiness[],
  options: {
    locale?: string;
    onTurn?: (turn: EvalTurn) => void;
    /** Another way in for the knowledge (a website, a file); its snippets by default. */
    setUpKnowledge?: SetUpKnowledge;
  } = {},
): Promise<EvalReport> {
  return evaluateSet(
    context,
    set,
    (turn) => {
      const { question, answer, sources } = turn;
      options.onTurn?.(turn);
      const abstained = saysItDoesNotKnow(answer);
      return {
        passed:
          'expect' in question ? !abstained && containsFacts(answer, question.expect) : abstained,
        judged: answer,
        shown: [answer, ...sources].join('\n'),
      };
    },
    options,
  );
}

/** The knowledge part of the system prompt the loopback model received last. */
export function knowledgeSent(model: {
  requests: { messages: { role: string; content: unknown }[] }[];
}): string {
  const system = model.requests.at(-1)?.messages.find((m) => m.role === 'system')?.content;
  return typeof system === 'string' ? (system.split('Knowledge:').at(-1) ?? '') : '';
}

/**
 * What a configured model is given, on a set: `knowledgeOf()` answers the knowledge part of the
 * last prompt the loopback model received. An answerable question passes when every expected fact
 * is among the passages (recall); whether to answer an unanswerable one is the model's call, so
 * only leaks count there.
 */
export function evaluateModelKnowledge(
  context: TestContext,
  set: EvalBusiness[],
  knowledgeOf: () => string,
): Promise<EvalReport> {
  return evaluateSet(context, set, ({ question }) => {
    const knowledge = knowledgeOf();
    return {
      passed: 'expect' in question ? containsFacts(knowledge, question.expect) : true,
      judged: knowledge,
      shown: knowledge,
    };
  });
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const oneLine = (text: string, max = 220) => {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};

/**
 * The report a person reads: the three figures, then every miss with what was judged. A held-out
 * part is reported by its figures only (`misses: false`): whoever tunes the engine must not read
 * its questions.
 */
/**
 * Where the misses are, as figures only (a held-out part's questions are never printed): an
 * answerable question missed by saying "I don't know" or by other facts, and each business's own
 * figures, where a defect that fails one business whole shows at once.
 */
function breakdown(outcomes: EvalOutcome[]): string[] {
  const missed = outcomes.filter((o) => o.answerable && !o.passed);
  const unsure = missed.filter((o) => saysItDoesNotKnow(o.judged)).length;
  const lines = [
    `  missed      ${unsure} said they did not know, ${missed.length - unsure} gave other facts`,
  ];
  for (const business of new Set(outcomes.map((o) => o.business))) {
    const own = outcomes.filter((o) => o.business === business);
    const count = (answerable: boolean, passed?: boolean) =>
      own.filter(
        (o) => o.answerable === answerable && (passed === undefined || o.passed === passed),
      ).length;
    lines.push(
      `  ${business.padEnd(26)} right ${count(true, true)}/${count(true)}, abstention ${count(false, true)}/${count(false)}`,
    );
  }
  return lines;
}

export function formatReport(
  title: string,
  report: EvalReport,
  { misses: showMisses = true } = {},
): string {
  const passed = (answerable: boolean) =>
    report.outcomes.filter((o) => o.answerable === answerable && o.passed).length;
  const lines = [
    title,
    `  accuracy    ${passed(true)}/${report.answerable} = ${percent(report.accuracy)}`,
    `  abstention  ${passed(false)}/${report.unanswerable} = ${percent(report.abstention)}`,
    `  leaks       ${report.leaks}`,
    `  length      ${report.meanChars} characters on average`,
    `  turn        p50 ${report.turnMs.p50.toFixed(1)} ms, p95 ${report.turnMs.p95.toFixed(1)} ms`,
    ...breakdown(report.outcomes),
  ];
  if (!showMisses) return lines.join('\n');
  const misses = report.outcomes.filter((o) => !o.passed || o.leaks.length > 0);
  if (misses.length > 0) lines.push('  misses:');
  for (const miss of misses) {
    const kind = miss.answerable ? 'wrong' : 'answered anyway';
    lines.push(`  - [${miss.business}] ${kind}: "${miss.question}"`);
    lines.push(`      got: ${oneLine(miss.judged)}`);
    for (const leak of miss.leaks) lines.push(`      LEAK: ${oneLine(leak)}`);
  }
  return lines.join('\n');
}
