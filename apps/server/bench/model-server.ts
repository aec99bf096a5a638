/**
 * The loopback model of bench/model-turn.ts: the tests' OpenAI-compatible server
 * (test/support/chat-completions-server.ts) in a process of its own, so that its timing of each
 * answer is not held up by the load client's work. `startModelProcess` forks this file and drives
 * it over IPC:
 *
 *   -> { behaviour: { reply, delayMs?, stallAfterDeltas? } }   answer so from now on
 *   -> 'drain'    <- { ended: EndedAnswer[] }                  the answers ended since the last drain
 *   -> 'sockets'  <- { sockets: number }                        sockets callers hold open to it now
 *   <- { baseUrl }                                               once it listens
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  type ChatCompletionsBehaviour,
  type EndedAnswer,
  startChatCompletionsServer,
} from '../test/support/chat-completions-server';

type Behaviour = Pick<ChatCompletionsBehaviour, 'reply' | 'delayMs' | 'stallAfterDeltas'>;
type Message = { behaviour: Behaviour } | 'drain' | 'sockets';

const ENTRY = fileURLToPath(import.meta.url);

/** Forks the model and answers how to talk to it. */
export async function startModelProcess() {
  const child = fork(ENTRY, { execArgv: ['--import', 'tsx'] });
  const ask = <T>(message: Message, key: string) =>
    new Promise<T>((resolve) => {
      const listen = (answer: Record<string, T>) => {
        if (!(key in answer)) return;
        child.off('message', listen);
        resolve(answer[key]!);
      };
      child.on('message', listen);
      child.send(message);
    });
  const { baseUrl } = await new Promise<{ baseUrl: string }>((resolve) =>
    child.once('message', resolve as (message: unknown) => void),
  );
  return {
    baseUrl,
    answer: (behaviour: Behaviour) => child.send({ behaviour } satisfies Message),
    drain: () => ask<EndedAnswer[]>('drain', 'ended'),
    sockets: () => ask<number>('sockets', 'sockets'),
    stop: () => child.disconnect(),
  };
}

export type ModelProcess = Awaited<ReturnType<typeof startModelProcess>>;

async function serve() {
  const ended: EndedAnswer[] = [];
  const behaviour: ChatCompletionsBehaviour = { reply: '' };
  const model = await startChatCompletionsServer(behaviour, {
    keepRequests: false,
    onEnded: (answer) => ended.push(answer),
  });
  process.on('message', (message: Message) => {
    if (message === 'drain') process.send!({ ended: ended.splice(0) });
    else if (message === 'sockets') process.send!({ sockets: model.openSockets() });
    else {
      const reset = { delayMs: undefined, stallAfterDeltas: undefined };
      Object.assign(behaviour, reset, message.behaviour);
    }
  });
  process.on('disconnect', () => void model.close().then(() => process.exit(0)));
  process.send!({ baseUrl: model.baseUrl });
}

if (process.argv[1] === ENTRY) await serve();
