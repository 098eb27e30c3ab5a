/** A TAC file or column mapping the user can fix (wrong format, missing column): not a program fault. */
export class TacFileError extends Error {
  /** `line`: where in the file, when the fault is in one line. */
  constructor(message: string, readonly line?: number) {
    super(message);
    this.name = 'TacFileError';
  }
}
