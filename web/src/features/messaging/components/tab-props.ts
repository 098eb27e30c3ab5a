/** What every messaging tab gets from the centre: the session, and the one shared busy flag. */
export interface TabProps {
  sessionToken: string;
  busy: boolean;
  /** Runs a request with the busy flag raised, so every send and enable button is disabled meanwhile. */
  run: <T>(request: () => Promise<T>) => Promise<T>;
}
