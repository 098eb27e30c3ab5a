/** A TAC file or column mapping the user can fix (wrong format, missing column): not a program fault. */
export class TacFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TacFileError';
  }
}
