/** One fault drill: prepared once, then repeated; each run survives the fault or loses something. */
export interface RunResult {
  survived: boolean;
  /** What was lost or wrong, for the table's note. */
  detail?: string;
}

export interface ScenarioRuns {
  run(index: number): Promise<RunResult>;
  teardown(): Promise<void>;
}

export interface Scenario {
  name: string;
  /** Why the drill cannot run on this machine (printed), or null. */
  skipReason?(): Promise<string | null>;
  setup(): Promise<ScenarioRuns>;
}

export const survived = (): RunResult => ({ survived: true });
export const lost = (detail: string): RunResult => ({ survived: false, detail });
