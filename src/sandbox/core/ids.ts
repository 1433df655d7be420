/**
 * Generated ids: the type prefix the specs document and a counter per prefix and session
 * (`bk_0001`), so ids repeat exactly from one fresh session to the next. An id a caller chose
 * earlier is skipped.
 */
export class IdSequence {
  private readonly counters = new Map<string, number>();

  next(prefix: string, taken: (id: string) => boolean = () => false): string {
    let counter = this.counters.get(prefix) ?? 0;
    let id: string;
    do {
      counter += 1;
      id = `${prefix}_${String(counter).padStart(4, '0')}`;
    } while (taken(id));
    this.counters.set(prefix, counter);
    return id;
  }
}
