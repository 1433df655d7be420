/** One finding of a content check, reported as `docs/<file>:<line>: <message>`. */
export interface Offence {
  file: string;
  line?: number | undefined;
  message: string;
}

export function formatOffence(offence: Offence): string {
  const where = offence.line === undefined ? '' : `:${offence.line}`;
  return `docs/${offence.file}${where}: ${offence.message}`;
}

export function formatAll(offences: readonly Offence[]): string[] {
  return offences.map(formatOffence);
}
