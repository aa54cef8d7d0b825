// The Vitest pool of mutation testing (vitest.mutation.config.ts, ADR 040): Vitest's own thread
// worker, kept from one run to the next. Stryker starts a Vitest run for each mutant, and the
// threads pool would start a thread for each run, where the API's modules would load again: most of
// a mutant's cost. Here the runs of a project share one thread, as the files of one run already do
// (`isolate: false`). A mutant is switched on while its tests run (Stryker's `activeMutant`), so
// modules an earlier run loaded serve as they are; Stryker's `maxTestRunnerReuse` bounds what one
// mutant's run could leave behind for the next.
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PoolOptions, PoolRunnerInitializer, PoolWorker, WorkerRequest } from 'vitest/node';

const NAME = 'kept-threads';

/** The thread each project's runs share, started by its first run. */
const threads = new Map<string, Worker>();

function threadOf(options: PoolOptions): Worker {
  const key = options.project.name;
  let thread = threads.get(key);
  if (!thread) {
    // As Vitest's threads pool starts it (ThreadsPoolWorker).
    thread = new Worker(resolve(options.distPath, 'workers/threads.js'), {
      env: options.env,
      execArgv: options.execArgv,
      stdout: true,
      stderr: true,
    });
    thread.stdout.pipe(options.project.vitest.logger.outputStream);
    thread.stderr.pipe(options.project.vitest.logger.errorStream);
    thread.once('exit', () => threads.delete(key));
    // Ended with Vitest, as the threads pool ends its threads after each run.
    const ending = thread;
    options.project.vitest.onClose(async () => {
      await ending.terminate();
    });
    threads.set(key, thread);
  }
  return thread;
}

class KeptThreadWorker implements PoolWorker {
  readonly name = NAME;
  private readonly options: PoolOptions;
  private thread: Worker | undefined;
  /** This run's listeners on the shared thread, taken off when the run stops. */
  private readonly listeners: Array<[string, (arg: unknown) => void]> = [];

  constructor(options: PoolOptions) {
    this.options = options;
  }

  async start(): Promise<void> {
    this.thread = threadOf(this.options);
  }

  on(event: string, callback: (arg: unknown) => void): void {
    this.listeners.push([event, callback]);
    this.started().on(event, callback);
  }

  off(event: string, callback: (arg: unknown) => void): void {
    const index = this.listeners.findIndex(([e, c]) => e === event && c === callback);
    if (index !== -1) this.listeners.splice(index, 1);
    this.started().off(event, callback);
  }

  send(message: WorkerRequest): void {
    if (message.type === 'stop') {
      // The thread is not torn down: the run's runner hears it stopped, and the next run's `start`
      // sets the thread up again with that run's configuration (its test name filter).
      for (const [event, callback] of [...this.listeners]) {
        if (event === 'message') callback({ type: 'stopped', __vitest_worker_response__: true });
      }
      return;
    }
    this.started().postMessage(message);
  }

  async stop(): Promise<void> {
    const thread = this.thread;
    for (const [event, callback] of this.listeners.splice(0)) thread?.off(event, callback);
    this.thread = undefined;
  }

  deserialize(data: unknown): unknown {
    return data;
  }

  private started(): Worker {
    if (!this.thread) throw new Error(`the ${NAME} worker was used before its start`);
    return this.thread;
  }
}

/** The pool: for the api project, whose files load the whole API. */
export function keptThreads(): PoolRunnerInitializer {
  return { name: NAME, createPoolWorker: (options) => new KeptThreadWorker(options) };
}
